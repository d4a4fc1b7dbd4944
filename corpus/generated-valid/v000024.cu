// cudagen 0.1 seed 24 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,host_device_function,main,struct,operator_overload,if,if_else,while,compound_assign,bitwise,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,macro_function
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

__host__ __device__ long relax5(float beta6) {
	++beta6;
	beta6--;
	beta6 *= 11.375F + (+beta6);
	return 55 + beta6;
}

__global__ void pivot7_kernel(float *__restrict__ out8, const int *src9) {
	int i10 = (blockIdx.x * blockDim.x) + threadIdx.x;
	int w11 = 0b0;
	while (w11 < i10) {
		float *idx12 = out8;
		++w11;
	}
	out8[threadIdx.y & 7] = w11;
	char flag13 = static_cast<float>(relax5(relax5(49L)));
}

struct Node14 {
	int sum15;
	int id16;
};

inline __host__ __device__ Node14 operator+(Node14 a, Node14 b) {
	Node14 r = a;
	r.sum15 += b.sum15;
	r.id16 += b.id16;
	return r;
}

__device__ __host__ long long march17(int stride18, const float *__restrict__ input19) {
	if (!input19) {
		stride18 = relax5(static_cast<size_t>(stride18)) * ((0x629 | stride18) & (023 & stride18));
		unsigned stride20 = (stride18 + 17) * sizeof(unsigned int);
		int t21{1614};
	} else {
	}
	return 51UL * stride18 * 0x9ul;
}

int main(void) {
	int size22 = 04472;
	Node14 cnt23 = Node14{-40, 0xD4D};
	pivot7_kernel<<<dim3((size22 + 31) / 32), dim3(1), sizeof(float) * 256>>>(nullptr, &size22);
	return 0;
}
