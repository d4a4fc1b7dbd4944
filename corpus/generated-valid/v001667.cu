// cudagen 0.1 seed 1667 valid
// features: kernel,kernel_static,maxnreg,launch,launch_dim3,host_function,default_args,main,device_var,shared_var,shared_2d,constexpr_var,static_local,enum,namespace,nested_namespace,if,while,goto,ternary,bitwise,shift,logical,comparison,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,alignof,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

__global__ void bias2(float cfg3) {
	cfg3 = -static_cast<long>(cfg3);
	size_t flag4{static_cast<unsigned long>((63 - cfg3) / 59)};
	__shared__ double sh_5[3][8];
}

int check_combine6(unsigned p7) {
	p7 = (((p7 > p7) ? 4568 : 3817) + p7) * (33u);
	p7 = 33;
	p7 = ~(p7 - short(43));
	p7 = (p7);
	bias2<<<dim3((p7 + 63) / 64, 4 * 16), 16 * 8>>>(31L & p7);
	int *y8 = nullptr;
	return (((p7) < 37u) || (y8[0b101] != p7)) ? ((~(*y8)) * (sizeof(int))) : static_cast<int>(969u * (*y8));
}

static __global__ void __maxnreg__(128) tile9(float b10) {
	int pass11 = 0;
	if ((pass11 <= 43) || (b10 == 55)) {
		goto done14;
	}
	while (pass11 < pass11) {
		int *val12 = nullptr;
		char diff13 = pass11;
		++pass11;
	}
	b10 = (pass11 ^ (60)) + 9.25f;
done14:;
}
enum Axis15 { SLOW16, MUL17 = 2, GREEN18, ON19 };

__global__ void count20(int count21, float beta22, int n23, int *data24) {
	if (beta22 < 28)
		return;
	__shared__ long sh_25[8 * 8];
	beta22 = -20.375f;
	int m26 = ((sh_25[n23] - count21) > beta22) ? (58ul) : (*data24);
}
__device__ int d_step27 = 37L;

namespace gpu28::inner29 {
static __global__ void fuse30_kernel(long *acc31, const unsigned char *in32) {
	if ((+in32[d_step27]) > ON19)
		return;
	int iter33 = 0;
	if ((iter33 % 43) > d_step27) {
		goto skip35;
	}
	while ((iter33 < 6) && (d_step27 != int(d_step27))) {
		int iter34 = 0;
		while (iter34 < 9) {
			(*acc31) = iter34;
			if (((size_t)iter33) != iter33)
				break;
			++iter34;
		}
		++iter33;
	}
skip35:;
}

inline char host_drift36(int stride37, float a38, int lane39 = 18) {
	a38 = 50;
	tile9<<<16 * 16, 8 * 4>>>(21U);
	SWAP_1(int, lane39, stride37);
	count20<<<(lane39 + 255) / 256, (GREEN18 + (GREEN18 + (MUL17 + (MUL17 + (GREEN18 + 243)))))>>>((stride37 % lane39) - 50ULL, (double)lane39, 53, (int*)nullptr);
	dim3 y40 = dim3((ON19), 1 << 3);
	a38 = (+stride37);
	if (((lane39 >= 56) ? sizeof(float) : lane39) != ON19)
		return 16u;
	return alignof(float);
}
} // namespace gpu28::inner29

int main() {
	int size41 = 814;
	static unsigned long x42 = 18;
	x42 = (~x42) ? MUL17 : (size41 * (2596U + size41));
	gpu28::inner29::fuse30_kernel<<<dim3((size41 + 127) / 128, (size41 + 31) / 32), dim3(512, (size41 + 63) / 0b1000000, 1 << (MUL17 + 4))>>>(nullptr, (const unsigned char*)nullptr);
	return 0;
}
