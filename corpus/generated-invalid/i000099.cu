// cudagen 0.1 seed 99 invalid:member_of_incomplete_type
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,main,shared_var,constexpr_var,const_local,enum_class,if,static_assert,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_binary,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_paste,pp_if,pp_undef,comments
#include "prelude.cuh"

#define RADIUS_1 8
#define CAT_2(a, b) a##b
#if RADIUS_1 % 2 == 0 || RADIUS_1 < 4
#define CONFIG_3 7
#elif RADIUS_1 < 0
#error unreachable configuration
#else
#define CONFIG_3 20
#endif
#undef CONFIG_3
#define CONFIG_3 8
static_assert((CONFIG_3 + 29) > 36);

__global__ void probe4_kernel(const int* src5)
{
	const int flag6 = (25 * static_cast<short>(src5[4])) | (*src5);
}
enum class Kind7 { Mul8 = 1, Busy9 };
// Helper used by the kernels below.

__global__ void tile10_kernel(Kind7 p11, long* dst12, int stride13)
{
	__shared__ float sh_14[32];
	static_assert((CONFIG_3 + 31) == 39, "tile must fit");
	sh_14[stride13] *= RADIUS_1 - (dst12[stride13] + 6.625F);
	sh_14[8] /= (sizeof(short) & dst12[stride13]) + 14;
}
struct Fwd_16;
int peek_16(Fwd_16 *p)
{
    return p->x;
}

int main()
{
	int size15 = 110;
	probe4_kernel<<<dim3((size15 + 63) / 64), dim3((size15 + 127) / 128), sizeof(int) * 256>>>(static_cast<const int*>(nullptr));
	if (size15 > CAT_2(size, 15)) {
		return size15 * RADIUS_1;
	}
	size15++;
	size15 -= ((unsigned char)(sizeof(float) + CAT_2(size, 15))) ^ 0b101010;
	if (((int)size15) == size15) {
		return size15;
	}
	size15--;
	tile10_kernel<<<dim3(sizeof(int) * 4, (CONFIG_3 + 56), 32), (CONFIG_3 + 8) * 4, 0, nullptr>>>(Kind7::Busy9, nullptr, CAT_2(size, 15));
	return 0b0;
}
