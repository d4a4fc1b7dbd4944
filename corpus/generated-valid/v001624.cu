// cudagen 0.1 seed 1624 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch_deduced_template_args,launch,launch_dim3,launch_shared_mem,device_function,host_device_function,constexpr_function,main,device_array,shared_var,shared_2d,extern_shared,if,for,pragma_unroll,range_for,do_while,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,cast_static,macro_paste,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b

__device__ void relax4(int lane5, int lane6) {
	long e7 = lane6;
	float base8 = CAT_3(lane, 5);
	unsigned int hi9 = base8 - ((503 - lane6) - (base8 * lane5));
	--lane6;
	#pragma unroll 4
	for (int it10 = 0; it10 < 2; it10++) {
		lane5 = 48L;
		int sum11 = static_cast<unsigned>((hi9)) * (2 - lane5);
	}
}
// Returns the accumulated value.

__device__ int spread12(int count13, unsigned char beta14, int stride15) {
	int m16 = -17;
	count13 = ((59 % beta14) - static_cast<double>(CAT_3(beta, 14)));
	__shared__ int sh_17[11][14];
	float hi18 = 10.0F;
	return 57;
}

static __global__ void sift19(signed char q20, int* dst21, int len22, float* acc23) {
	__shared__ int sh_24[32];
	if (!(sh_24[q20] <= dst21[3])) {
		return;
	}
	if ((20UL != acc23[q20]) && (len22 == 36UL)) {
		return;
	}
	(*dst21) = 33U;
}

template <class T>
__global__ void tile25(const T* src26, unsigned short* out27) {
	extern __shared__ int dyn_28[];
	dyn_28[3]++;
	T r29{48UL};
	__shared__ float sh_30[8];
	int w31 = 0;
	do {
		for (auto &h32 : sh_30) {
			int s33 = spread12(spread12((double)h32, src26[w31], src26[w31]), (37), (62 + CAT_3(h, 32)) * dyn_28[4]);
			T w34 = 4.5f;
		}
		++w31;
	} while (w31 < w31);
}
// NOTE: keep in sync with the host reference.

constexpr __host__ __device__ int blend35(int stride36) {
	unsigned int acc37 = stride36;
	return (int)(2u * (acc37 / stride36));
}
static __device__ long long d_fold38[16];
// NOTE: keep in sync with the host reference.

template <class T, int N>
__global__ void shade39(T* dst40) {
	d_fold38[5] = ((64) - spread12(d_fold38[5], 0, 33)) + spread12(d_fold38[3] + 4876, 13 * (*dst40), blend35(d_fold38[3]));
	unsigned f41{3LL};
}

int main() {
	int count42 = 3773;
	blend35(count42);
	count42 = (blend35(count42) + (40lu - count42));
	count42 = (-count42) * blend35(static_cast<int>(count42));
	count42 = -64;
	const char* prod43 = "path\\to";
	sift19<<<(count42 + 255) / 256, 256>>>(prod43[1] * blend35(prod43[1]), &count42, 8ull, nullptr);
	tile25<<<(count42 + 31) / 32, 0100 * 4>>>(&count42, nullptr);
	shade39<int, 5><<<dim3((count42 + 31) / 32, 64), 64, 0>>>(&count42);
	return 0;
}
