// cudagen 0.1 seed 1052 valid
// features: kernel,kernel_template,launch_explicit_template_args,kernel_extern_c,maxnreg,launch,launch_dim3,builtin_vars,host_function,main,device_var,shared_var,extern_shared,local_array,if,for,while,goto,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,macro_function,macro_statement
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define SQR_2(x) ((x) * (x))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

__global__ void trace4_kernel(int n5, size_t *acc6, unsigned int b7, const unsigned long *coef8) {
	int idx9 = threadIdx.x;
	int w10 = 0;
	if (acc6 == nullptr) {
		goto out14;
	}
	while ((w10 < idx9) && (SQR_2(n5) > acc6[b7])) {
		n5 >>= idx9;
		bool val11 = ((acc6[5] - 59) & ((gridDim.x != 23) ? (*coef8) : (*coef8))) == static_cast<long>(62);
		for (int i12 = n5; i12 > 0; --i12) {
			if (!((*acc6) <= 40)) {
				continue;
			}
			__shared__ long sh_13[32];
			sh_13[i12 & 31] = (blockDim.x << val11) + (b7 - ADD3_1(b7, val11, 9));
		}
		++w10;
	}
out14:;
}
__device__ int d_fuse15 = 9;

__global__ void reduce16(short a17, int *buf18, int *data19, float beta20) {
	unsigned int gid21 = threadIdx.x;
	a17 = ((*buf18) += 923, ((float)beta20));
	if ((data19[d_fuse15] < a17) || (a17 != 53)) {
		return;
	}
}

template <typename T, int N>
__global__ void trace22_kernel(T alpha23) {
	int tid24 = threadIdx.x;
	d_fuse15 += blockIdx.x;
	d_fuse15 = 56UL;
	d_fuse15 >>= 6;
	float q25 = N;
	int e26 = d_fuse15;
}

float host_bump27(int stride28) {
	trace4_kernel<<<(stride28 + 31) / 32, 128>>>((stride28 += stride28, stride28) + 60, nullptr, (stride28 += stride28, 275), nullptr);
	int idx29[4]{14, 2786, 19, stride28};
	float res30[2] = {6.75F, float((idx29[3] += -51, stride28))};
	int e31 = ADD3_1(idx29[0], SQR_2(idx29[1]), 25);
	if ((e31 + 3UL) <= stride28) {
		return int(9l);
	}
	return stride28 & e31;
}

extern "C" __global__ void __maxnreg__(64) accum32_kernel(int count33, int *buf34, int stride35) {
	extern __shared__ int dyn_36[];
	int gid37 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (gid37 >= stride35) {
		return;
	}
	(count33--, (count33 <<= (8 - warpSize) * buf34[warpSize & 7] * stride35));
	stride35 = ((~gid37) | (13U & blockIdx.x)) % 62lu;
}

__host__ short int host_smooth38(float beta39, const long *input40) {
	if ((beta39 == 46) && (beta39 <= 57ll)) {
		goto out41;
	}
	reduce16<<<1 << 4, dim3(8, 512)>>>(((*input40) & 3) & input40[4], nullptr, static_cast<int*>(nullptr), ADD3_1(*input40, 48, 7));
	(beta39++, (beta39 /= beta39));
out41:;
	return static_cast<unsigned int>((beta39 >= (*input40)) ? 046 : 28) | ((61 * (*input40)) << input40[1]);
}

int main(void) {
	int len42 = 1'533;
	int w43 = 0;
	while (w43 < 10) {
		accum32_kernel<<<dim3(16, (len42 + 255) / 256, (w43 + 255) / 256), 64 * 2>>>(static_cast<char>(017u), &len42, (w43 >= len42) ? ((w43 > len42) ? len42 : 0ll) : w43);
		trace22_kernel<unsigned, ((4))><<<(len42 + 31) / 32, 16 * 16>>>(-(len42 - w43));
		++w43;
	}
	return 0;
}
