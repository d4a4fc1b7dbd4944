// cudagen 0.1 seed 330 invalid:managed_const
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,host_function,main,constant_var,shared_var,constexpr_var,local_array,if,goto,static_assert,ternary,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_function,macro_paste,comments
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define CAT_2(a, b) a##b
/* Helper used by the kernels below. */

template <typename T>
__global__ void __maxnreg__(128) stencil3(T *dst4) {
	if (dst4 != nullptr) {
		goto out5;
	}
	if (!dst4) {
		dst4[6]--;
		dst4[0x6] = *dst4;
	}
out5:;
}

template <class T, class U>
__global__ void sweep6_kernel(T p7, int *out8) {
	--p7;
	__shared__ int sh_9[8];
	T tmp10 = out8[4];
	if (out8[7]) {
		goto skip11;
	}
	out8[1]--;
skip11:;
}
__constant__ char c_weigh12 = 0x7F;
/* Layout: row-major, no padding. */

__device__ float probe13(float p14, unsigned *__restrict__ out15) {
	p14 = +p14;
	constexpr float res16 = 9.125F;
	return res16 + static_cast<float>(p14);
}
// NOTE: keep in sync with the host reference.

__device__ long filter17(const int *coef18, const int *__restrict__ src19, double p20) {
	static_assert(sizeof(int) == 0x4);
	p20 = (unsigned)CAT_2(p, 20);
	p20 = probe13(5 / (c_weigh12 & coef18[c_weigh12]), nullptr);
	p20 = src19[c_weigh12] - c_weigh12;
	probe13(probe13(probe13(31, static_cast<unsigned int*>(nullptr)), (unsigned*)nullptr), static_cast<unsigned int*>(nullptr));
	return probe13((~c_weigh12) << 0, nullptr);
}
static constexpr int RADIUS21 = 0x7;

__global__ void weigh22(int len23, int len24) {
	filter17(&len23, &len23, MIN2_1(len23 & 2, MIN2_1(len23, c_weigh12)));
	len23 = len24;
	len24 = (RADIUS21 / len24) / (((int)len23) + ((float)CAT_2(len, 24)));
	if ((c_weigh12 < (len23 * len24)) || (len24 <= RADIUS21)) {
		len24 = len24;
		size_t base25 = MIN2_1((c_weigh12 << filter17(&len24, &len24, c_weigh12)), (len23 += RADIUS21, c_weigh12));
	}
}

float tile26(char *out27, int len28) {
	short res29{5};
	float mid30 = ((out27 == nullptr) || (!(len28 > len28))) ? (MIN2_1(res29, RADIUS21) * RADIUS21) : 41ll;
	float mid31[6]{mid30, 16.5f, mid30, 6.0F, 14.0f, 20.5f};
	weigh22<<<sizeof(int) * 32, 1 << 8, sizeof(int) * 32, nullptr>>>(35l >> (len28 * 44), RADIUS21 << (res29 | RADIUS21));
	dim3 k32 = dim3(sizeof(int) * 32, (2));
	return (out27 == nullptr) ? (10.125f / (~res29)) : ((0x2 % (*out27)) + RADIUS21);
}
const __managed__ float m_const35 = 2.0f;

int main(void) {
	int count33 = 0x604;
	count33 = (tile26((char*)nullptr, 0x1ALL) + tile26(nullptr, RADIUS21)) / ((0x6UL + count33) * 33);
	count33 = static_cast<int>(MIN2_1(CAT_2(count, 33) | count33, count33));
	double *idx34 = (double*)nullptr;
	stencil3<long><<<(RADIUS21 + (RADIUS21 + 114)) * 4, (RADIUS21 + (RADIUS21 + 0x12))>>>(reinterpret_cast<long*>(idx34));
	sweep6_kernel<int, float><<<dim3(RADIUS21 + 1, (count33 + 127) / 0x80), RADIUS21 + (RADIUS21 + 242), 0>>>(19 * (count33 % RADIUS21), nullptr);
	return 0;
}
