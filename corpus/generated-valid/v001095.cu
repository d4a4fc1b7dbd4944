// cudagen 0.1 seed 1095 valid
// features: kernel,maxnreg,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,device_template_function,main,constexpr_var,enum,if,do_while,switch,switch_fallthrough,incdec,pointer_arith,address_of,array_index,lit_int_suffix,lit_nullptr,cast_c,macro_function,macro_paste
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define LOW_BITS_2(x) ((x) & 0xF)
#define CAT_3(a, b) a##b

__global__ void step4(int len5, int *acc6, int n7) {
	unsigned int i8 = (blockIdx.x * blockDim.x) + threadIdx.x;
	n7 = i8;
	--len5;
	len5 = 51;
	double val9 = (7 % blockDim.z) + 13;
	val9++;
	float off10 = gridDim.x;
}
enum Color11 : short { IDLE12, SLOW13, ON14 = 5, IDLE15 };

template <class T, int N = 8>
__host__ __device__ T warp16(const T *input17, int *buf18, const T *input19) {
	Color11 sum20 = ON14;
	sum20 = IDLE12;
	int stride21 = *buf18;
	return N + input19[stride21] + (*input19) + IDLE12;
}

__global__ void __maxnreg__(32) clamp22(unsigned int beta23) {
	switch (beta23) {
	case (10): {
		int iter24 = 0;
		do {
			switch (iter24) {
			case 10:
				--beta23;
				break;
			case SLOW13 + 3: {
				float *s25 = (float*)nullptr;
				break;
			}
			case 3:
				break;
			}
			++iter24;
		} while (iter24 < iter24);
		[[fallthrough]];
	}
	case 7:
		break;
	default:
		break;
	}
}

int main() {
	int n26 = 630;
	if ((unsigned char)n26)
		return LOW_BITS_2(CAT_3(n, 26)) * LOW_BITS_2(n26);
	n26 = n26;
	n26 = 55u - n26;
	step4<<<512, (64), 0, (cudaStream_t)0>>>((48) * (n26 * n26), &n26, n26);
	clamp22<<<1, (ON14 + (ON14 + 54)) * 4, SLOW13 + 4095>>>(n26 - (+n26));
	return 0;
}
