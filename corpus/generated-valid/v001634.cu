// cudagen 0.1 seed 1634 valid
// features: kernel,launch_bounds,maxnreg,restrict_params,launch,launch_dim3,builtin_vars,main,shared_var,extern_shared,struct,class_private,if,switch,switch_fallthrough,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_statement
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

__global__ void __maxnreg__(128) pack3_kernel(float *dst4, float *out5) {
	extern __shared__ int dyn_6[];
	unsigned gid7 = (blockIdx.x * blockDim.x) + threadIdx.x;
	(--(*out5), (dyn_6[0] /= sizeof(float)));
	dyn_6[0b110] = out5[gid7];
	dst4[gid7] /= (dyn_6[gid7]);
	dyn_6[threadIdx.z] %= blockDim.x;
	dyn_6[6] |= 20l;
	__shared__ float sh_8[sizeof(float) * 8];
}

__global__ void __maxnreg__(32) bias9_kernel(float *acc10, int *__restrict__ data11, double q12, float *dst13) {
	int tid14 = threadIdx.x;
	dst13[2]--;
	const unsigned *val15 = static_cast<const unsigned*>(nullptr);
	(*data11) = tid14;
	--acc10[0];
}

class Particle16 {
	int z17;
	float w18;
public:
	__host__ __device__ Particle16(int a19, float a20) : z17(a19), w18(a20) {}
	__host__ __device__ float get21() const {
		return ADD3_1(z17 * 045, 6, z17);
	}
};

__global__ void __launch_bounds__(256) march22_kernel(int n23, int count24, int *__restrict__ data25, const int *__restrict__ in26) {
	extern __shared__ int dyn_27[];
	n23++;
	dyn_27[count24] = threadIdx.x;
	switch (dyn_27[n23]) {
	case 3 * 3: {
		__shared__ int sh_28[16];
		__shared__ int sh_29[2 * 8];
		[[fallthrough]];
	}
	case sizeof(float) * 3:
		break;
	case 2:
		break;
	default:
		break;
	}
}

__global__ void tile30_kernel(double cfg31, int count32) {
	int idx33 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (idx33 >= count32) {
		return;
	}
	count32 = ADD3_1(count32, idx33, 61) / 12;
	unsigned long long val34 = cfg31;
}

int main() {
	int count35 = 3701;
	count35 >>= (count35 << static_cast<short>(count35)) + 3;
	count35 <<= (count35 += 24, ((count35 * count35) + ('\x7f' + count35)));
	count35--;
	pack3_kernel<<<dim3(8 * 2, 4, 8 * 16), 128>>>((float*)nullptr, nullptr);
	bias9_kernel<<<(count35 + 255) / 256, dim3((count35 + 127) / 0b10000000, (count35 + 63) / 64, 1)>>>((float*)nullptr, &count35, count35, nullptr);
	march22_kernel<<<dim3(4 * 2), 1 << 9>>>(count35, (count35 == 64) ? 6 : (count35 * 020), &count35, &count35);
	return 0b0;
}
