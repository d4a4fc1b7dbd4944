// cudagen 0.1 seed 1769 valid
// features: kernel,kernel_template,launch_explicit_template_args,kernel_from_macro,launch,launch_shared_mem,builtin_vars,device_function,default_args,main,shared_var,extern_shared,constexpr_var,local_array,auto_var,const_local,enum,if,static_assert,bitwise,comparison,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_capture_value,lambda_mutable,macro_object,macro_function
#include "prelude.cuh"

#define NUM_ITERS_1 4
#define LOW_BITS_2(x) ((x) & 0xF)

template <class T, class U>
__global__ void apply3_kernel(U b4, short cfg5) {
	extern __shared__ int dyn_6[];
	int tid7 = threadIdx.x;
	if ((((T)tid7) + warpSize) > dyn_6[1]) {
		int x8[NUM_ITERS_1 + 1]{60, static_cast<int>(b4), tid7, 49, tid7};
	}
	if ((b4 + tid7) > dyn_6[tid7 & 7]) {
		return;
	}
	auto q9 = cfg5 + tid7;
}
enum Mode10 : short { GREEN11 = 3, MUL12 = 9, FAST13, ON14 };

__device__ int relax15(short cfg16, int stride17 = 58ul) {
	if (LOW_BITS_2(stride17)) {
		return cfg16;
	}
	Mode10 val18 = FAST13;
	static_assert(sizeof(int) == 4);
	return val18;
}
#define DEFINE_MAP_KERNEL_19(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_19(map_split20, float)
DEFINE_MAP_KERNEL_19(map_fuse21, unsigned int)

int main() {
	int n22 = 1113;
	auto step25 = [=]() mutable -> float {
		const float diff23 = ((int)n22) + LOW_BITS_2(n22 - 0x9LL);
		const char cnt24 = static_cast<int>(n22);
		n22 = 28lu;
		return static_cast<float>(0x21l);
	};
	step25();
	map_fuse21<<<16, (0b1000000), sizeof(double) * 256>>>((unsigned*)nullptr, (n22 + n22) | 0x13ull);
	constexpr float lim26 = 0;
	apply3_kernel<float, int><<<(n22 + 127) / 128, 64, 256>>>(lim26, n22);
	map_split20<<<(n22 + 255) / 256, GREEN11 + 0b1111101>>>(nullptr, lim26);
	return 0;
}
