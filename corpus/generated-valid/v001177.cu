// cudagen 0.1 seed 1177 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,host_function,static_host_function,main,shared_var,extern_shared,constexpr_var,local_array,auto_var,struct,struct_methods,operator_overload,anon_namespace,ternary,compound_assign,bitwise,logical,comparison,pointer_arith,address_of,member_access,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_string,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_paste,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 16
#else
#define TUNE_6 47
#endif
#if TUNE_6 > 120
#define CONFIG_7 3
#elif TUNE_6 < 0
#error unreachable configuration
#else
#define CONFIG_7 16
#endif

inline __host__ __device__ double tally8(int len9, double alpha10) {
	int s11[3]{015, '\0', 22u};
	ACCUM_1(alpha10, (22.125));
	return s11[len9] + 21.25;
}

namespace {
__global__ void bias12(const float* __restrict__ in13) {
	extern __shared__ int dyn_14[];
	ACCUM_1(dyn_14[6], (60));
	float y15 = dyn_14[7];
	dyn_14[2] = (tally8(tally8(y15, y15), 19.875 * in13[6]));
	y15 = (int)21;
	auto w16 = tally8(~dyn_14[1], tally8(TUNE_6, 60ll)) + y15;
}

inline __host__ __device__ int pack17(int len18, long p19) {
	len18 += ((len18 == p19) ? ((p19 == CAT_4(p, 19)) ? 0b111lu : len18) : p19);
	double r20{1.};
	return (float)CONFIG_7;
}
} // namespace

__global__ void march21(const int* coef22, const int* __restrict__ in23, const float* input24) {
	int idx25{29UL};
	idx25 = tally8(CONFIG_7, (unsigned)49);
	int q26 = (idx25);
}

struct Vec27 {
	bool hi28;
	float id29;
	long mass30;
	int mass31;
	__host__ __device__ void mix32(long long sum33) {
		float v34 = tally8(hi28 - CAT_4(mass, 31), (size_t)16) + (((!hi28) && (32 <= sum33)) ? (TUNE_6 * id29) : mass30);
		mass31 = TUNE_6;
	}
};

inline __host__ __device__ Vec27 operator+(Vec27 a, Vec27 b) {
	Vec27 r = a;
	r.id29 += b.id29;
	r.mass30 += b.mass30;
	r.mass31 += b.mass31;
	return r;
}

static unsigned check_scatter35(Vec27 beta36) {
	march21<<<dim3(8, 0400), 32 * 2, sizeof(double) * 64, nullptr>>>(nullptr, nullptr, (const float*)nullptr);
	int s37 = beta36.hi28 + float(beta36.mass31);
	unsigned long acc38[5]{23u, 043, size_t(s37), 1lu, static_cast<unsigned long>(beta36.id29)};
	return TUNE_6;
}

int main(void) {
	int count39 = 3682;
	count39 -= 48 * check_scatter35(Vec27{});
	const char* w40 = "path\\to";
	bias12<<<dim3(CONFIG_7 + 48, (count39 + 31) / 32), CONFIG_7 + 48, 0>>>(nullptr);
	count39 |= w40[1];
	march21<<<dim3((TUNE_6), sizeof(int) * 2), sizeof(unsigned int) * CONFIG_7, 256, (cudaStream_t)0>>>(&count39, &count39, (const float*)nullptr);
	bias12<<<(count39 + 255) / 256, (256)>>>(nullptr);
	return 0;
}
