// cudagen 0.1 seed 147 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch_deduced_template_args,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,default_args,main,shared_var,extern_shared,constexpr_var,local_array,auto_var,if,if_else,if_init,switch,static_assert,ternary,compound_assign,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_paste,macro_statement,comments
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b

template <typename T, int N = 3>
__global__ void step3(const T *in4)
{
	float w5 = (N);
}

template <typename T, int N = 1>
__global__ void warp6_kernel(const T *coef7)
{
	extern __shared__ double dyn_8[];
	int *r9 = nullptr;
	if ((r9[1] > dyn_8[0]) && (r9[6] > 7))
		return;
	auto hi10 = ((coef7[6] * (*r9)) - r9[7]) / ((coef7[5] >= (*coef7)) ? 54 : dyn_8[0]);
	static_assert(55 > 54);
}

inline __host__ __device__ int kick11(int count12 = 60ul)
{
	auto lim13 = count12;
	switch (count12 + count12) {
	case 3 * 4: {
		char z14 = (lim13 < CAT_2(count, 12)) ? (41u + count12) : (14lu + lim13);
		float mid15 = (z14 * (1.125F * count12)) + (CAT_2(count, 12) + 14);
		break;
	}
	case 4:
		if ((lim13 < CAT_2(count, 12)) && ((count12 <= alignof(double)) || (count12 <= lim13))) {
			if ((lim13 <= lim13) && (count12 >= lim13))
				return count12 - 4;
			lim13 = (count12 + 39U) - (count12 % (sizeof(float)));
		} else {
		}
		break;
	case 9:
		break;
	default:
		break;
	}
	return (lim13 * CAT_2(count, 12)) / 61LL;
}
static_assert(28 > 27, "bad config");

static __global__ void spread16(short *dst17, char alpha18, int stride19, const float *coef20)
{
	extern __shared__ float dyn_21[];
	long long flag22 = stride19 ? ((alpha18 < 48) ? 4433U : coef20[alpha18]) : (61L + alpha18 + (64 * dyn_21[stride19]));
	long long sum23 = ((431lu - alpha18) * (20U * flag22)) + alpha18;
	if ((dyn_21[1] < (*coef20)) || ((-alpha18) > 48)) {
		float acc24 = (flag22 += 18, (dyn_21[4] + CAT_2(alpha, 18)));
	} else if (dst17 == nullptr) {
		int off25 = -21;
		unsigned char u26[4] = {static_cast<unsigned char>(6 + sum23), static_cast<unsigned char>(17 - flag22)};
	} else {
	}
}
/* Computes one element per thread. */

template <typename T, int N>
__global__ void tally27_kernel(T *out28, const T *src29)
{
	if ((*out28) == N) {
		(*out28) = (127 + (out28[4] / (*out28))) - (N * (*out28));
		if (auto v30 = (out28[5] += N, (13.875F + src29[1])) * ((19.875 + out28[4]) - (N * src29[2])); out28[4] == N) {
			int f31 = ((v30 + N) * (21U * src29[7])) - v30;
			T idx32 = (((v30 == N) && f31) ? (f31 / CAT_2(f, 31)) : ((v30 >= (*out28)) ? N : 23.125f));
		}
	}
}

__global__ void tally33_kernel(bool q34)
{
	extern __shared__ int dyn_35[];
	if (int prod36(q34 - ((45U + q34) * (dyn_35[4] * 4))); q34) {
		unsigned long long idx37 = (!(!CAT_2(prod, 36))) ? (50u - ((!q34) ? prod36 : dyn_35[prod36])) : 3;
	}
	short u38 = q34;
	(dyn_35[2]++, (dyn_35[u38] /= 4504));
}

int main()
{
	int size39 = 1728;
	int x40 = (2515ul);
	dim3 mid41 = dim3(1);
	step3<long, ((4))><<<dim3((x40 + 127) / 128, (256), 64 * 8), 64, 0>>>(nullptr);
	warp6_kernel<<<(size39 + 127) / 128, sizeof(int) * 8, sizeof(int) * 32, nullptr>>>((const unsigned int*)nullptr);
	spread16<<<(size39 + 255) / 256, (128), 128 * 2>>>((short*)nullptr, size39, 9 * x40, (const float*)nullptr);
	return 0;
}
