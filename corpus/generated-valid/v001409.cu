// cudagen 0.1 seed 1409 valid
// features: kernel,launch,builtin_vars,host_device_function,constexpr_function,main,device_var,shared_var,extern_shared,const_local,using_alias,if,for,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_paste
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b

__global__ void clamp4(long* out5, unsigned* buf6, int len7) {
	extern __shared__ int dyn_8[];
	int tid9 = threadIdx.x;
	if (tid9 >= len7) {
		return;
	}
	++out5[1];
	long z10 = 074LL * (out5[threadIdx.x & 7] << (5 - dyn_8[0b101]));
	len7 -= ((out5[4] ^ dyn_8[7]) | ((len7 >= len7) ? dyn_8[z10 & 7] : 18U)) - (+threadIdx.x);
	int q11{23u};
}

constexpr __host__ __device__ int decay12(int stride13) {
	int cnt14 = (stride13 >= CAT_3(stride, 13)) ? ((53 - CAT_3(stride, 13)) + stride13) : (((long)stride13) + (26 + stride13));
	const int x15 = static_cast<int>(((short)stride13) % cnt14);
	return 15;
}

__global__ void sift16_kernel(const double* src17, int* out18, float a19, unsigned cfg20) {
	int gid21 = (blockIdx.x * blockDim.x) + threadIdx.x;
	--cfg20;
	float diff22 = decay12(src17[cfg20] * 60ul) + gridDim.x;
	int lo23 = a19;
}
using idx24_t = unsigned long;

constexpr __host__ __device__ int combine25(int lane26) {
	++lane26;
	return 22 & decay12(lane26);
}
__device__ short d_count27 = (64);

__host__ __device__ void combine28(double* dst29) {
	if (dst29[0] >= 53) {
		return;
	}
	for (int j30 = 5; j30 > 0b0; --j30) {
		++(*dst29);
		if ((j30 & 1) || j30) {
			continue;
		}
	}
}

int main() {
	int size31 = 1180;
	size31 = decay12(size31) | size31;
	double x32{21.375f};
	int* f33 = &size31;
	size31 = ((*f33) != 8) ? (CAT_3(x, 32) + (39ul * x32)) : 62;
	f33[0] -= decay12(size31);
	size31 = (((size31 > 39) ? f33[6] : 4) * 3);
	clamp4<<<(8), 0b1 << 8>>>((long*)nullptr, (unsigned int*)nullptr, decay12(f33[0] % size31));
	sift16_kernel<<<(size31 + 127) / 128, 0100>>>(&x32, f33, decay12(x32), CAT_3(size, 31));
	return 0;
}
