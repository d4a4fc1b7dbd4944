// cudagen 0.1 seed 1565 valid
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_function,static_host_function,default_args,main,device_array,constexpr_var,enum_class,range_for,do_while,ternary,bitwise,shift,logical,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_statement,pp_undef
#include "prelude.cuh"

#define WARPS_1 256
#define RADIUS_2 32
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#undef RADIUS_2
#define RADIUS_2 48

__global__ void __launch_bounds__(sizeof(unsigned int) * 32) split4(float q5) {
	q5 = (q5 + q5 + (q5 + q5)) / 18.75f;
	bool base6 = q5 != q5;
	q5 = q5;
	int pass7 = 0x0;
	do {
		q5 = 16.375f;
		int mid8 = 24;
		++pass7;
	} while (pass7 < 0x3);
}
enum class Color9 : long { Off10, Low11 };
enum class State12 { Slow13, Add14, Off15 = 6 };

static __global__ void __launch_bounds__(sizeof(int) * 8) merge16(const unsigned *src17, const int *__restrict__ coef18, double *data19) {
	long long u20 = -43;
	float f21 = 0x13l + (coef18[u20] + (sizeof(int) | u20));
	bool base22 = !(!(f21 < u20));
	u20 = base22;
	f21 = static_cast<int>(503UL);
	State12 r23 = State12::Off15;
}
__device__ int d_sift24[64];

static __global__ void __launch_bounds__((RADIUS_2 + 16), 4) sift25_kernel(const float *__restrict__ coef26) {
	d_sift24[25] = ((RADIUS_2 * d_sift24[54]) | WARPS_1) + (18 + d_sift24[62]);
	bool stride27 = static_cast<char>(*coef26) >= (*coef26);
}

__global__ void warp28(int *out29, unsigned *__restrict__ data30) {
	for (auto acc31 : d_sift24) {
		acc31 = 2U;
		data30[acc31] = out29[acc31] * data30[acc31];
	}
}

__global__ void march32(float p33) {
	int iter34 = 0;
	do {
		float idx35 = sizeof(int);
		int lim36 = (float)(~(iter34 | d_sift24[iter34]));
		++iter34;
	} while (iter34 < iter34);
}

static int norm37(int lane38 = 6) {
	ACCUM_3(lane38, (3212LL * lane38 * 7ULL));
	lane38 = ((sizeof(double) < lane38) ? 20ul : lane38) ? lane38 : lane38;
	lane38 = static_cast<double>(0x10);
	lane38 = -24;
	return lane38;
}

int main() {
	int len39 = 0x4B9;
	len39 = -0x1D;
	len39 = (sizeof(unsigned long) + len39) ^ len39;
	merge16<<<dim3((8), (len39 + 31) / 0x20), dim3((4), sizeof(float) * 4)>>>(nullptr, &len39, nullptr);
	sift25_kernel<<<(len39 + 0xff) / 256, 32, sizeof(double) * 256, 0>>>(nullptr);
	split4<<<(len39 + 127) / 128, sizeof(float) * 64>>>(len39 + len39);
	warp28<<<dim3(1 << 5, 4), 0x1 << 7>>>(&len39, nullptr);
	march32<<<(2), 1 << 5, sizeof(unsigned int) * (RADIUS_2 + 16), nullptr>>>(2.375F);
	return 0;
}
