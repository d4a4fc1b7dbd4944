// cudagen 0.1 seed 161 invalid:kernel_operator
// features: kernel,kernel_extern_c,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,host_device_function,main,device_array,constexpr_var,enum,typedef,if,if_init,for,while,goto,static_assert,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,sizeof,macro_statement
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

__host__ __device__ float bump4(int stride5, float alpha6) {
	ACCUM_1(alpha6, (alpha6));
	++alpha6;
	stride5 -= -stride5;
	return (+(stride5 - 9.875F)) * (alpha6);
}

__global__ void pack7(int *__restrict__ buf8) {
	int gid9 = (blockIdx.x * blockDim.x) + threadIdx.x;
	buf8[1] = bump4(bump4((float)885, sizeof(unsigned long) & gid9), 15.125f);
	size_t tmp10 = bump4(bump4(buf8[5] + (*buf8), ' ' - blockIdx.x), 15ul - (gid9));
	for (int j11 = gid9; j11 > 0b0; --j11) {
		if (bump4(0x24, 51) == threadIdx.x) {
			continue;
		}
		unsigned int flag12 = tmp10;
		int r13 = (unsigned char)gid9;
	}
}
__device__ unsigned long long d_stencil14[64] = {'\\', 2};
enum Op15 : unsigned char { FAST16, OFF17, OFF18, OFF19 };
typedef unsigned int idx20_t;

extern "C" {
__device__ long long score28(int count29) {
	if ((d_stencil14[count29] != count29) && (count29 >= count29)) {
		goto done30;
	}
	d_stencil14[count29] &= 41U;
	if (threadIdx.y <= d_stencil14[0b10100]) {
		return bump4(-1, 10.625f) / (warpSize & 62U);
	}
done30:;
	return bump4(d_stencil14[threadIdx.x & 0b111111], 12.25f);
}

__global__ void shade21_kernel(const double *__restrict__ input22, int lane23, unsigned long *__restrict__ dst24) {
	int idx25 = threadIdx.x;
	if (idx25 >= lane23) {
		return;
	}
	int w26 = 0x0;
	while ((w26 < 0b100) && ((threadIdx.x != idx25) || (threadIdx.y > 46))) {
		if (float k27 = bump4(bump4(~blockDim.z, 12.0F), (9.875f) + double(idx25)); lane23) {
			static_assert(21 > 20);
		}
		bump4(dst24[lane23], bump4(bump4(lane23, FAST16), blockDim.y + dst24[blockIdx.x]));
		++w26;
	}
}
}
struct Pair32 {
    int a, b;
};
__global__ void operator+(Pair32 x, Pair32 y)
{
}

int main() {
	int size31 = 325;
	pack7<<<256 * 2, (OFF19 + (OFF19 + 26)) * (OFF19 + 0x5), (OFF17 + 1023), (cudaStream_t)0>>>((int*)nullptr);
	shade21_kernel<<<(0x40), 8 * (OFF17 + (OFF18 + 5)), sizeof(double) * 128, nullptr>>>((const double*)nullptr, FAST16 + size31, (unsigned long*)nullptr);
	shade21_kernel<<<dim3((size31 + 63) / 64, (size31 + 31) / 32, 1 << 6), 1 << (OFF18 + (OFF19 + 1))>>>((const double*)nullptr, (33ull / size31) * size31, (size_t*)nullptr);
	shade21_kernel<<<(2), 256 * (OFF17 + OFF17), sizeof(int) * 1024>>>((const double*)nullptr, (FAST16 * size31) | size31, (unsigned long*)nullptr);
	shade21_kernel<<<dim3(2, sizeof(unsigned int) * (OFF19 + 61)), 1 << (OFF17 + (OFF18 + 6)), sizeof(double) * 32>>>(nullptr, sizeof(int), nullptr);
	return 0;
}
