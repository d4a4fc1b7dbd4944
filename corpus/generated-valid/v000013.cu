// cudagen 0.1 seed 13 valid
// features: kernel,kernel_extern_c,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,host_function,constexpr_function,main,constexpr_var,local_array,const_local,struct,struct_template,if,for,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_function,macro_paste,macro_statement,pp_ifdef
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define CAT_5(a, b) a##b
#define USE_FAST_PATH_6

#ifndef USE_FAST_PATH_6
#define TUNE_7 12
#else
#define TUNE_7 43
#endif

__global__ void mix8_kernel(int len9) {
	len9 = (+(54lu + len9)) + (len9 + (37 + len9));
	int *t10 = &len9;
	len9 %= 41L;
	(*t10) += 047U - (((*t10) - CAT_5(len, 9)) % (len9 * t10[len9 & 7]));
	--len9;
}

template <typename T>
struct Tile11 {
	T mass12;
	T flag13;
	T val14;
	__host__ __device__ void get15(int val16) {
		float k17 = TUNE_7 * ((mass12 + val16) * (val16 + 5));
		int k18 = sizeof(T);
	}
};

constexpr __host__ int drift19(int len20, int count21) {
	return 5;
}

__global__ void __launch_bounds__(TUNE_7 + (TUNE_7 + 0x1AA), 2) scatter22_kernel(float alpha23, signed char *buf24, unsigned p25, int count26) {
	p25 = 32;
	buf24[count26 & 0x7] += 48;
	const int k27 = alpha23;
	const int *k28 = &count26;
	if ((CAT_5(count, 26) != k27) && (count26 & 1))
		return;
}

extern "C" {
__global__ void __launch_bounds__(sizeof(unsigned int) * 8) clamp29(unsigned long *acc30, const float *__restrict__ in31) {
	(*acc30) = acc30[3];
	++acc30[1];
	int cnt32[sizeof(float)] = {0x2, 0x39};
}
}

float run_sweep33(int count34, int stride35, size_t *dst36) {
	--stride35;
	int r37 = dst36[count34] & count34;
	r37++;
	return stride35 | TUNE_7;
}

__global__ void bias38(short *__restrict__ out39, int stride40, unsigned *dst41) {
	for (int j42 = 0x0; j42 < 4; j42 += 4) {
		for (int j43 = 0; j43 < j42; j43++) {
			int u44 = out39[j42 & 7];
			long long w45{static_cast<long long>(44 - (stride40 / out39[7]))};
		}
		--dst41[7];
	}
	constexpr unsigned int off46 = 54;
}

int main() {
	int n47 = 0xC96;
	drift19((n47 % TUNE_7) % 58u, run_sweep33(run_sweep33(n47, n47, nullptr), run_sweep33(sizeof(int), 025, nullptr), (unsigned long*)nullptr));
	for (int n48 = n47; n48 > 0x0; --n48) {
		drift19(drift19(-n47, 0x1 + n47), (0b10 - n48) * (12 % n48));
		n47++;
	}
	mix8_kernel<<<0b10000, TUNE_7 + 21>>>(n47);
	scatter22_kernel<<<(n47 + 31) / 32, TUNE_7 + (TUNE_7 + (TUNE_7 + (TUNE_7 + 340))), 1024, nullptr>>>(-13, (signed char*)nullptr, sizeof(long), run_sweep33(-42, -034, nullptr) * SQR_1(n47));
	clamp29<<<(0b10000000), (TUNE_7 + (TUNE_7 + 42))>>>((size_t*)nullptr, nullptr);
	return 0;
}
