// cudagen 0.1 seed 675 invalid:qualified_member_declaration
// features: kernel,kernel_from_macro,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,device_function,host_function,main,managed_var,shared_var,constexpr_var,const_local,struct,aligned_struct,typedef,for,do_while,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_bool,lit_nullptr,cast_c,cast_static,sizeof,alignof,lambda,lambda_capture_ref,lambda_init_capture,lambda_iife,macro_function,macro_paste,pp_ifdef,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 15
#else
#define TUNE_5 34
#endif
__managed__ int m_bump6[4];

__global__ void reduce7(int *__restrict__ out8) {
	int *lim9 = (int*)nullptr;
	for (int it10 = (blockIdx.x * blockDim.x) + threadIdx.x; it10 < 8; it10 += blockDim.x * gridDim.x) {
		m_bump6[it10] %= (55L - (*out8)) * (it10 * 905 * m_bump6[2]);
		int m11 = sizeof(long);
	}
}
typedef double real12_t;
// Helper used by the kernels below.

int run_decay13(float a14) {
	int pass15 = 0;
	do {
		reduce7<<<(pass15 + 31) / 32, (TUNE_5 + 0b110001)>>>(nullptr);
		++pass15;
	} while (pass15 < 010);
	int x16 = sizeof(float) - a14;
	int diff17 = pass15;
	cudaStream_t m18 = (cudaStream_t)0;
	double e19 = sizeof(unsigned int) - diff17;
	return (diff17 += 9L, static_cast<char>(0b111001 + e19));
}
// Helper used by the kernels below.

struct alignas(8) Pixel20 {
	float x21;
	int sum22;
};

inline __device__ void grow23(int n24) {
	__shared__ int sh_25;
	Pixel20 flag26 = {22.125f, sh_25};
}
static constexpr unsigned int WIDTH27 = (32);
#define DEFINE_MAP_KERNEL_28(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_28(map_pack29, unsigned)
DEFINE_MAP_KERNEL_28(map_sift30, float)

float host_trace31(float alpha32) {
	auto step37 = [m33 = WIDTH27 - alpha32](int r34, float diff35) -> int {
		unsigned prod36 = alignof(char);
		r34 = (0b11 * diff35 * WIDTH27) + (TUNE_5 * static_cast<int>(m33));
		return (m_bump6[prod36] += 19, TUNE_5);
	};
	for (int j38 = 0; j38 < 5; j38++) {
		([&]() {
			(++m_bump6[j38], (m_bump6[1] &= WIDTH27 + j38));
			m_bump6[j38] = 16UL;
		})();
		map_sift30<<<TUNE_5 + (TUNE_5 + (WIDTH27 + (TUNE_5 + (TUNE_5 + 420)))), (TUNE_5 + 241)>>>((float*)nullptr, alpha32);
	}
	Pixel20 lim39 = {6.0f, 45ll};
	const int cnt40 = 16;
	return WIDTH27 - (m_bump6[3] + (.875f * lim39.sum22));
}
struct Q_45 {
    void Q_45::run();
};

int main(void) {
	int len41 = 383;
	float lo42 = 52 + ((len41 + 16) - 14.125F);
	([]() {
		m_bump6[0b0] -= '0' * m_bump6[2];
	})();
	constexpr bool f43 = true;
	Pixel20 s44{0b101010, -0b11111};
	m_bump6[0] |= (17);
	map_pack29<<<(len41 + 31) / 040, 512, 4096, nullptr>>>(nullptr, s44.sum22);
	return 0;
}
