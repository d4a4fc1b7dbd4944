// cudagen 0.1 seed 583 invalid:sizeof_void
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,host_function,constexpr_function,main,device_var,managed_var,local_array,enum,enum_class,namespace,nested_namespace,if,for,while,goto,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,macro_object,macro_paste,macro_statement,pp_ifdef
#include "prelude.cuh"

#define TILE_DIM_1 5
#define NUM_ITERS_2 8
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_4(a, b) a##b
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 5
#else
#define TUNE_6 21
#endif
enum class Color7 : short { Off8, Off9 };
__device__ signed char d_mix10;

__global__ void scale11(float *__restrict__ acc12) {
	if ((d_mix10 <= d_mix10) || (acc12[d_mix10 & 7] == 34)) {
		goto done14;
	}
	if ((*acc12) != (acc12[7] + d_mix10)) {
		acc12[4] = int(16 / acc12[5]);
		Color7 q13 = Color7::Off8;
		q13 = q13;
	}
	d_mix10 = 31U * (*acc12);
done14:;
}

namespace img15::v16 {
__global__ void filter17(size_t *__restrict__ data18) {
	++data18[3];
	d_mix10 = 34 * data18[d_mix10];
	Color7 stride19 = Color7::Off9;
}
} // namespace img15::v16
__managed__ double m_apply20 = 10.625;

namespace math21 {
inline float host_count22(unsigned char *__restrict__ acc23, unsigned *__restrict__ acc24) {
	for (int it25 = 0b0, j26 = 3; it25 < j26; (++it25, (--j26))) {
		scale11<<<dim3(0b100 * 4), TUNE_6 + 251>>>(reinterpret_cast<float*>(acc23));
		(*acc24) = ((unsigned int)(1060 * (*acc23))) + ((25 + j26) << (20 + acc23[4]));
	}
	return (acc23[6] += 0b111001, ((short int)(m_apply20 += L'z', 64)));
}

constexpr int host_spread27(int len28, int count29) {
	return 19 + (len28);
}
enum Op30 { ADD31, ADD32 };
} // namespace math21

unsigned int run_gather33(const double *in34, int len35) {
	int pass36 = 0;
	while (pass36 < pass36) {
		unsigned idx37[4]{208, static_cast<unsigned>(pass36), 4973, 32};
		++pass36;
	}
	m_apply20--;
	return *in34;
}

int main() {
	int n38 = 1830;
	n38 += sizeof(void);
	n38++;
	img15::v16::filter17<<<NUM_ITERS_2 + 248, dim3((math21::ADD32 + math21::ADD32) * (math21::ADD32 + 3)), (TUNE_6 + (TUNE_6 + (TUNE_6 + 1'009)))>>>((size_t*)nullptr);
	return 0;
}
