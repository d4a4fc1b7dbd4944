// cudagen 0.1 seed 1945 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,host_function,default_args,main,constant_array,shared_var,shared_2d,extern_shared,constexpr_var,auto_var,const_local,enum,namespace,if,while,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,macro_object,macro_function,macro_paste,macro_statement,pp_ifdef
#include "prelude.cuh"

#define NUM_ITERS_1 64
#define CHUNK_2 64
#define MOD8_3(x) ((x) % 8)
#define SQR_4(x) ((x) * (x))
#define ACCUM_5(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_6(a, b) a##b
#define USE_FAST_PATH_7

#ifndef USE_FAST_PATH_7
#define TUNE_8 13
#else
#define TUNE_8 28
#endif

__global__ void decay9(short int q10, float a11, const int* __restrict__ in12, const float* __restrict__ input13) {
	extern __shared__ float dyn_14[];
	__shared__ size_t sh_15[14][16];
	if (SQR_4(a11) != 28ul) {
		return;
	}
	sh_15[5][0b110] = a11;
	float lim16 = a11;
	q10--;
	auto w17 = static_cast<char>(54 & sh_15[q10][q10 & 15]);
}

unsigned int run_tile18(short q19 = 54l) {
	if ((q19 <= NUM_ITERS_1) || q19) {
		return q19;
	}
	(++q19, (q19 = 38 - q19));
	return CAT_6(q, 19);
}
__constant__ unsigned c_pivot20[8] = {57, 45, '\101', 32, 22, 34};

__host__ __device__ unsigned int relax21(int stride22, float a23, const float* in24) {
	long flag25 = stride22;
	if (((*in24) + a23) < (*in24)) {
		return a23;
	}
	return 22 * stride22;
}

namespace impl26 {
int run_reduce27(signed char* __restrict__ out28, int len29, int len30) {
	len30 = run_tile18((len29 + 60) * static_cast<int>(CHUNK_2));
	len30 = out28[len29 & 0b111];
	decay9<<<(128), 16 * 8, 1024, (cudaStream_t)0>>>(run_tile18(relax21(-48, len30, (const float*)nullptr)), (TUNE_8 | CAT_6(len, 30)) % 54L, &len30, static_cast<const float*>(nullptr));
	out28[len30] = len29;
	size_t t31 = static_cast<double>(static_cast<int>(3L));
	const unsigned y32 = len30;
	cudaStream_t y33 = 0;
	return y32;
}
enum State34 {
	ADD35,
	ON36,
	MUL37,
	BLUE38,
	LOW39 = 8
};
} // namespace impl26

int main(void) {
	int size40 = 3312;
	int w41 = 0;
	while (w41 < 8) {
		if (53 > SQR_4(w41)) {
			return (size40 ^ size40) - run_tile18(20L);
		}
		dim3 y42((size40 + 127) / 128, (impl26::MUL37 + (impl26::LOW39 + 6)));
		++w41;
	}
	cudaStream_t lo43 = (cudaStream_t)0;
	return 0;
}
