// cudagen 0.1 seed 1639 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,main,device_var,shared_var,extern_shared,constexpr_var,auto_var,if,if_init,goto,nested_block,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,lambda,lambda_capture_ref,lambda_launch,macro_function,macro_paste,macro_statement,comments
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_3(a, b) a##b
// Helper used by the kernels below.

__global__ void count4(int lane5, const int *in6, const int *in7, const float *__restrict__ in8) {
	extern __shared__ unsigned short dyn_9[];
	__shared__ long long sh_10[64];
	float x11 = *in8;
	if ((in7[lane5] >= 0x16U) && (in6[lane5] & 0x1)) {
		goto out12;
	}
	x11++;
	x11--;
out12:;
}
constexpr unsigned BLOCK13 = 8;
__device__ float d_accum14 = 22.5F;

__global__ void grow15(unsigned short a16) {
	if (double w17 = -(a16 * (~a16)); d_accum14 >= CAT_3(a, 16)) {
		if (BLOCK13 != (+w17)) {
			{
				w17 = ((22 - a16) << a16) ^ ((BLOCK13 << CAT_3(a, 16)) + MOD8_1(a16));
				unsigned int *val18 = (unsigned int*)nullptr;
			}
		}
	}
}
constexpr unsigned int WIDTH19 = BLOCK13 + 0xF8;
// Layout: row-major, no padding.

__global__ void mix20(double cfg21, int count22) {
	extern __shared__ signed char dyn_23[];
	auto cnt24 = (WIDTH19 - d_accum14) * 2843U;
	double x25 = (count22 - sizeof(unsigned)) << (~(~dyn_23[0x1]));
	if (BLOCK13 >= x25) {
		goto done28;
	}
	if (int r26 = count22 | WIDTH19; (float(dyn_23[r26]) <= 0x24) && ((CAT_3(r, 26) ^ dyn_23[2]) >= d_accum14)) {
		if (r26) {
			SWAP_2(int, r26, count22);
			constexpr size_t hi27 = 46;
		}
	}
done28:;
}

int main() {
	int size29 = 617;
	auto lam34 = [&](int y30, int m31) {
		mix20<<<2 * 0b10, BLOCK13 + (BLOCK13 + 48)>>>(6.0, 37);
		float k32 = size29 - WIDTH19;
		dim3 base33(1 << 3);
	};
	lam34(size29, WIDTH19);
	if (double res35{static_cast<double>(BLOCK13)}; (res35 + MOD8_1(CAT_3(size, 29))) > size29) {
		size29 = 21u;
		res35--;
	}
	grow15<<<(size29 + 0xff) / 0x100, 1 << 7>>>(BLOCK13);
	count4<<<(size29 + 255) / 256, dim3((size29 + 0x1F) / 32, (size29 + 255) / 256, 0x2 * 0x2), sizeof(int) * 256>>>(7 - MOD8_1(size29), &size29, &size29, nullptr);
	return 0b0;
}
