/** A back-office record's deletion with its toasts (components/admin-list/delete-with-toasts.ts). */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteWithToasts } from '../../src/components/admin-list/delete-with-toasts';
import { ApiError } from '../../src/lib/api';
import { toast } from '../../src/lib/toast';

vi.mock('../../src/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const texts = { deleted: 'Brand deleted successfully', failed: 'Failed to delete brand' };

beforeEach(() => vi.clearAllMocks());

describe('deleteWithToasts', () => {
  it('deletes, toasts the success, then runs `after`', async () => {
    const order: string[] = [];
    vi.mocked(toast.success).mockImplementation(() => void order.push('toast'));
    await deleteWithToasts(async () => void order.push('delete'), texts, () => void order.push('after'));
    expect(order).toEqual(['delete', 'toast', 'after']);
    expect(toast.success).toHaveBeenCalledWith('Brand deleted successfully');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("toasts the server's refusal and skips `after`", async () => {
    const after = vi.fn();
    await deleteWithToasts(() => Promise.reject(new ApiError(409, 'Brand is used by 3 products')), texts, after);
    expect(toast.error).toHaveBeenCalledWith(expect.any(String), { description: 'Brand is used by 3 products' });
    expect(toast.success).not.toHaveBeenCalled();
    expect(after).not.toHaveBeenCalled();
  });

  it('falls back to the list\'s failure text when the server says nothing useful, and never throws', async () => {
    await expect(deleteWithToasts(() => Promise.reject(new ApiError(500, 'boom')), texts)).resolves.toBeUndefined();
    expect(toast.error).toHaveBeenCalledWith(expect.any(String), { description: 'Failed to delete brand' });
  });
});
