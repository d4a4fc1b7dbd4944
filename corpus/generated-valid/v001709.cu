// cudagen 0.1 seed 1709 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,device_function,default_args,main,device_var,constant_array,shared_var,extern_shared,constexpr_var,local_array,auto_var,const_local,enum,if,for,ternary,compound_assign,bitwise,shift,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_bool,lit_nullptr,cast_c,cast_static,macro_object,macro_paste,macro_statement,pp_undef
#include "prelude.cuh"

#define CHUNK_1 3
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_3(a, b) a##b
#undef CHUNK_1
#define CHUNK_1 12
enum Color4 { BUSY5 = 2, FAST6, FAST7 = 5, MUL8 = 8 };

__device__ int blend9(Color4 alpha10, Color4 b11, const double *input12) {
	if (input12[0x5] > (b11 + 23)) {
		if ((b11 & 1)) {
			const float s13 = static_cast<int>(0x3bu + b11);
			int k14 = (0x33l);
		}
	}
	return 64;
}

__global__ void smooth15_kernel(signed char *dst16, float b17) {
	if (dst16[6] < b17) {
		return;
	}
	(*dst16) ^= *dst16;
}

template <class T, typename U>
__global__ void spread18(T *acc19, const double *__restrict__ coef20, int *dst21) {
	for (int it22 = 0x0; it22 < 14; it22 += 4) {
		T q23 = *dst21;
		Color4 off24 = BUSY5;
	}
	U prod25 = 127;
}

template <class T, int N>
__global__ void scale26_kernel(const T *__restrict__ in27, int count28, unsigned *__restrict__ buf29, bool cfg30) {
	extern __shared__ unsigned long dyn_31[];
	if (dyn_31[0x7] <= in27[7]) {
		return;
	}
	for (int it32 = 0; it32 < (1 << 4); it32 += 4) {
		count28 &= 53;
		const T e33 = (count28);
	}
}

__global__ void grow34_kernel(const int *input35, int count36, unsigned *__restrict__ buf37) {
	Color4 y38 = FAST6;
	count36 *= 016;
	y38 = FAST7;
}

__global__ void pack39(long *acc40, int stride41, int *out42) {
	extern __shared__ int dyn_43[];
	blend9(FAST6, MUL8, (const double*)nullptr);
	blend9(MUL8, FAST6, (const double*)nullptr);
}

__global__ void kick44_kernel(const float *input45) {
	extern __shared__ float dyn_46[];
	blend9(FAST7, BUSY5, nullptr);
	int w47 = dyn_46[7];
	w47 = blend9(FAST7, FAST7, static_cast<const double*>(nullptr));
	for (int n48 = 0; n48 < w47; ++n48) {
		float x49[8] = {};
		const int off50 = -0x24;
	}
	auto diff51 = blend9(FAST6, FAST6, static_cast<const double*>(nullptr)) / (FAST6 ^ w47);
}
__constant__ int c_fuse52[8] = {-37, 46, 5U, 0x7, 61, 37U, -3, 26};
static __device__ int d_bump53 = (065);

__device__ unsigned count54(const long long *__restrict__ in55, signed char alpha56 = 21) {
	if (MUL8 != static_cast<float>(c_fuse52[alpha56])) {
		return +blend9(BUSY5, MUL8, nullptr);
	}
	d_bump53 <<= in55[7] % 49;
	d_bump53 &= in55[alpha56];
	return +blend9(MUL8, FAST6, nullptr);
}

int main() {
	int count57 = 1751;
	if ((((21 <= count57) ? count57 : count57) + (MUL8 + count57)) <= count57) {
		count57 = count57;
		size_t mid58 = count57;
	}
	smooth15_kernel<<<(BUSY5 + 0376), CHUNK_1 + 0764>>>(static_cast<signed char*>(nullptr), count57);
	spread18<double, int><<<32, 8 * 16>>>(static_cast<double*>(nullptr), nullptr, nullptr);
	scale26_kernel<float, 3><<<(count57 + 63) / 0x40, (MUL8 + (FAST6 + (BUSY5 + 51))) * (BUSY5 + 6)>>>(nullptr, FAST6, nullptr, true / (count57 * true));
	return 0x0;
}
