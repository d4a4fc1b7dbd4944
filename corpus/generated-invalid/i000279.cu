// cudagen 0.1 seed 279 invalid:diag_pragma_without_number
// features: kernel,kernel_static,launch_bounds,launch,launch_dim3,device_function,device_forceinline,static_device_function,host_function,main,constexpr_var,auto_var,struct,struct_methods,if,bitwise,logical,comparison,incdec,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_paste,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#pragma nv_diag_suppress
#define WARPS_1 32
#define BLOCK_SIZE_2 3
#define CAT_3(a, b) a##b
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 14
#else
#define TUNE_5 52
#endif
#undef WARPS_1
#define WARPS_1 48
/* Helper used by the kernels below. */

__global__ void bias6(int n7)
{
	auto u8 = TUNE_5;
	if ((u8 > (u8 | u8)) && (!(CAT_3(n, 7) & 1))) {
		n7 = -12;
		int e9 = 46;
	}
	unsigned char u10{static_cast<unsigned char>(0x47)};
	if (62 == (u10 * CAT_3(u, 8))) {
		return;
	}
}

static __global__ void __launch_bounds__(64) weigh11_kernel(float a12, long a13, int count14)
{
	a12 = ((sizeof(short)) * count14) % (a13 * 2016);
	--a13;
	count14 = CAT_3(a, 12);
	a12 = count14;
	a12++;
}
/* Layout: row-major, no padding. */

static __device__ __forceinline__ float grow15(int n16, char p17)
{
	p17 = CAT_3(p, 17);
	int t18 = 56U ^ n16;
	p17 = static_cast<long long>(t18);
	return 59 | n16;
}
/* Returns the accumulated value. */

struct Tile19 {
	int vel20, y21;
	__host__ __device__ int mix22(size_t z23) const
	{
		return (vel20);
	}
};
// Layout: row-major, no padding.

int host_scale24(int* out25)
{
	if (out25[0x4]) {
		Tile19 f26 = {0x18lu, 47};
		if (out25 == nullptr) {
			constexpr int val27 = 0x14;
		}
	}
	out25[2]++;
	int idx28 = 3;
	Tile19 e29{static_cast<int>(out25[3]), 35};
	return ((-e29.y21) + e29.vel20) * (e29.vel20 * idx28);
}

int main()
{
	int len30 = 1992;
	if ((host_scale24(static_cast<int*>(nullptr)) % 12) >= 43) {
		len30 = ((size_t)len30) - ((double)((unsigned)0x445));
		weigh11_kernel<<<(len30 + 63) / 64, (BLOCK_SIZE_2 + 5) * 4>>>(host_scale24((int*)nullptr), len30 - (len30 % len30), WARPS_1 & len30);
		dim3 lo31 = dim3((len30 + 127) / 128);
	}
	bias6<<<dim3((len30 + 0x7f) / 128), 512>>>(((unsigned short)35) - len30);
	return 0;
}
