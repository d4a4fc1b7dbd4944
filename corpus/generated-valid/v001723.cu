// cudagen 0.1 seed 1723 valid
// features: kernel,kernel_extern_c,launch_bounds,maxnreg,restrict_params,launch,device_function,static_device_function,host_device_function,device_template_function,host_function,main,shared_var,shared_2d,extern_shared,constexpr_var,const_local,struct,operator_overload,aligned_struct,enum,if,for,goto,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_reinterpret,sizeof,alignof,macro_statement,comments
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
enum State2 : unsigned int { RED3, GREEN4, OFF5 };

__global__ void __maxnreg__(32) rank6_kernel(unsigned long p7) {
	extern __shared__ long dyn_8[];
	__shared__ double sh_9[4 * (OFF5 + GREEN4)][17];
	__shared__ double sh_10[7][14];
	dyn_8[p7] = RED3;
}

struct alignas(16) Acc11 {
	int val12;
	float y13;
};

inline __host__ __device__ Acc11 operator+(Acc11 a, Acc11 b) {
	Acc11 r = a;
	r.val12 += b.val12;
	r.y13 += b.y13;
	return r;
}
// Returns the accumulated value.

__device__ __host__ int reduce14(int count15, int n16) {
	State2 acc17 = OFF5;
	const float *flag18 = (const float*)nullptr;
	return acc17;
}

template <class T>
static __device__ int fuse19(T beta20, T *buf21, const T *src22) {
	buf21[3] += (int)(beta20 - (9 / beta20));
	const T e23 = reduce14(1877u - buf21[4], 13) + (((beta20 != beta20) || (src22[3] >= 51l)) ? reduce14(45, src22[5]) : (beta20 += *src22, 2.625));
	(++beta20, ((*buf21) /= reduce14((0b101 + (*src22)) - alignof(char), (beta20 + e23) - ((int)beta20))));
	reduce14(reduce14(e23 - sizeof(T), buf21[0b0]), reduce14((beta20), reduce14(buf21[7], beta20)));
	unsigned *m24 = nullptr;
	signed char u25 = m24[0] & ((OFF5 ^ (*m24)) - reduce14(buf21[0], OFF5));
	return reduce14(022, 16);
}

extern "C" __global__ void bump26_kernel(double cfg27, int lane28, double *data29) {
	if (data29 != nullptr) {
		goto skip33;
	}
	for (int j30 = 0; j30 < (3 * (GREEN4 + GREEN4)); ++j30) {
		if (26 < reduce14(j30, *data29)) {
			return;
		}
		__shared__ int sh_31[256];
		__shared__ int sh_32[128];
	}
	ACCUM_1(data29[3], (((cfg27 - (28 | lane28)) > lane28) ? (+((*data29) - RED3)) : ((alignof(float) - lane28) ^ (lane28 % GREEN4))));
skip33:;
}

__host__ __device__ void pack34(const int *__restrict__ input35, int *dst36) {
	for (int j37 = 0, j38 = 6 * 2; j37 < j38; (++j37, (--j38))) {
		if (((j38 != 58) ? j37 : j38) >= 015L) {
			break;
		}
		double acc39 = (reduce14(input35[j38 & 7], *input35) >> (6 >> j38)) | (((*dst36) < 22u) ? (-j38) : (-j38));
	}
}

__global__ void __launch_bounds__(sizeof(int) * 128) march40(int *__restrict__ buf41, float *data42, int *acc43) {
	if ((data42[1] >= buf41[0]) || ((*buf41) >= (*acc43))) {
		goto out44;
	}
	buf41[7] = fuse19<float>(54, data42, nullptr);
	(acc43[0]++, (acc43[6] += 4770lu * ((*acc43) | (sizeof(int) % (*buf41)))));
	(buf41[5]++, (data42[4] = *data42));
out44:;
}

__host__ __device__ float warp45(Acc11 p46, Acc11 alpha47) {
	if ((alpha47.val12 < alpha47.y13) && (p46.val12 & 1)) {
		goto finish49;
	}
	for (int n48 = 0; n48 < 16; n48 += 3) {
		ACCUM_1(alpha47.y13, ((p46.val12 & n48) + ((n48 > 52) ? 7 : 34ul)));
	}
	pack34(nullptr, (int*)nullptr);
finish49:;
	return (alpha47.val12 & (17ul + alpha47.val12)) + reduce14(reduce14(p46.val12, alpha47.y13), (p46.val12));
}

unsigned run_filter50(size_t a51) {
	a51 = a51;
	State2 r52 = RED3;
	return reduce14(a51 | (3317 - a51), (GREEN4) << ((r52 == GREEN4) ? a51 : r52));
}

int main() {
	int len53 = 864;
	len53 = 14;
	bump26_kernel<<<(len53 + 127) / 0b10000000, GREEN4 + (OFF5 + (OFF5 + (GREEN4 + (GREEN4 + 249))))>>>(len53 + alignof(double), GREEN4 | (len53 + 49), nullptr);
	pack34(nullptr, nullptr);
	rank6_kernel<<<0200, 0400>>>((+len53) / warp45(Acc11{}, Acc11{-1995, 36}));
	march40<<<1 << (GREEN4 + 6), 32>>>(&len53, (float*)nullptr, nullptr);
	return 0;
}
