// cudagen 0.1 seed 401 invalid:label_redefinition
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,constexpr_function,main,device_array,constexpr_var,local_array,enum,if,if_else,while,bitwise,shift,comparison,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,comments
#include "prelude.cuh"

enum Op1 { IDLE2 = 3, BUSY3, BLUE4, BUSY5 };

__global__ void bias6(int stride7, const int* input8) {
	unsigned int idx9 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (idx9 >= stride7) {
		return;
	}
	if ((*input8) >= gridDim.y) {
		return;
	}
	if ((threadIdx.y & 1)) {
		if (((idx9 | idx9) & 1)) {
			if (input8[stride7 & 7] != (*input8)) {
				return;
			}
		} else {
			const int* val10 = input8;
		}
		if (input8 == nullptr) {
			return;
		}
	}
}

constexpr __host__ __device__ int norm11(int len12, int n13) {
	return (int)len12;
}
// Computes one element per thread.

static __global__ void tally14(const float* in15, const unsigned short* coef16, float b17, long p18) {
	int idx19 = (blockIdx.x * blockDim.x) + threadIdx.x;
	double off20 = blockIdx.x;
	off20 = p18;
}

constexpr __device__ __host__ int norm21(int stride22, unsigned q23) {
	float k24{-17.75f};
	return 071l;
}

constexpr __host__ __device__ int smooth25(int count26) {
	return count26;
}
/* NOTE: keep in sync with the host reference. */

template <typename T, int N>
__global__ void sweep27(const T* coef28, float* dst29, double a30) {
	int i31 = (blockIdx.x * blockDim.x) + threadIdx.x;
	smooth25((i31 & threadIdx.y) << 5);
	(*dst29) = dst29[i31] * dst29[0];
}
__device__ int d_accum32[32];
// Computes one element per thread.

__host__ __device__ int fuse33(unsigned long long alpha34) {
	if (norm21(alpha34, 46U) < BUSY5) {
		return alpha34;
	}
	int stride35[3]{6, 35, 168lu};
	alpha34 = stride35[alpha34];
	if (alpha34 >= stride35[alpha34]) {
		return 46u;
	}
	return 540;
}

constexpr int check_shade36(int lane37, int count38) {
	return 0xD49lu;
}

int main() {
	int len39 = 3075;
	again41: ++len39;
	again41: --len39;
	len39 = -11;
	int iter40 = 0;
	while (iter40 < 12) {
		len39 = smooth25(iter40);
		len39 = (len39 % (len39 += iter40, (-39))) & smooth25(+iter40);
		++iter40;
	}
	bias6<<<dim3(1, (len39 + 255) / 256, 2), BUSY3 + (IDLE2 + 249)>>>(+(iter40 - len39), nullptr);
	tally14<<<dim3((len39 + 63) / 64, (2)), (BLUE4 + 0x1b), 0, (cudaStream_t)0>>>(static_cast<const float*>(nullptr), nullptr, (36ul + iter40) | smooth25(iter40), (iter40 * 15) + iter40);
	sweep27<unsigned, 2><<<dim3(1 << 6, (iter40 + 0377) / 0x100, BLUE4 + IDLE2), 040>>>((const unsigned int*)nullptr, nullptr, fuse33((unsigned char)30));
	return 0;
}
