// cudagen 0.1 seed 250 invalid:enumerator_redeclaration
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,kernel_extern_c,maxnreg,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,static_device_function,host_device_function,host_function,main,shared_var,extern_shared,constexpr_var,enum,if,if_init,static_assert,bitwise,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,alignof,macro_object,macro_function,pp_ifdef,comments
#include "prelude.cuh"

#define NUM_ITERS_1 16
#define NUM_ITERS_2 (32)
#define CHUNK_3 4
#define MAX2_4(a, b) ((a) > (b) ? (a) : (b))
#define MOD8_5(x) ((x) % 8)

#ifdef USE_FAST_PATH_6
#define TUNE_7 6
#else
#define TUNE_7 23
#endif
enum State8 : long { BUSY9 = 2, ADD10 = 8, BUSY11 = 11 };

extern "C" __global__ void __maxnreg__(128) gather12_kernel(int* buf13, int* out14)
{
	extern __shared__ int dyn_15[];
	int tid16 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (MOD8_5(dyn_15[tid16]) > tid16) {
		return;
	}
	int e17 = BUSY11;
}
// Computes one element per thread.

__global__ void __maxnreg__(128) filter18_kernel(int* acc19, const double* coef20, State8 beta21)
{
	int gid22 = threadIdx.x;
	float w23 = blockIdx.x;
	w23 = (14.875f);
	unsigned int y24 = (14u);
	double diff25 = coef20[6];
}

inline __host__ __device__ void apply26(int n27)
{
	--n27;
	n27 = n27;
	static_assert(sizeof(int) == 4, "expected value");
	n27 = MOD8_5(-(n27 + 8));
	int val28{0x28};
}

__global__ void decay29_kernel(const int* coef30, float q31)
{
	unsigned int tid32 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (35 < threadIdx.x) {
		return;
	}
	apply26((q31 - 0x2b) - NUM_ITERS_2);
	float prod33 = 408;
}

static __device__ unsigned char tally34(long cfg35, const double* src36)
{
	if ((+(cfg35 % cfg35)) > MOD8_5(cfg35)) {
		unsigned short v37{0x2b};
		cfg35 = int(((unsigned)25) & MOD8_5(cfg35));
	}
	if (gridDim.x <= gridDim.x) {
		return src36[blockDim.z];
	}
	State8 t38 = BUSY11;
	return alignof(char);
}

template <class T>
__global__ void smooth39_kernel(const T* coef40)
{
	extern __shared__ float dyn_41[];
	int idx42 = threadIdx.x;
	apply26(tally34(49, nullptr) * '0');
	if (idx42 != BUSY11) {
		return;
	}
	dyn_41[0x4] = tally34(7 + tally34(*coef40, nullptr), (const double*)nullptr);
}

void check_stencil43(unsigned long alpha44, int lane45)
{
	alpha44 = 4117;
	if (35 == lane45) {
		return;
	}
}
enum First_50 { SHARED_50 };
enum Second_50 { SHARED_50 };

int main(void)
{
	int count46 = 1551;
	if (unsigned int flag47 = count46; (+(count46 * 515L)) == (count46 % '\'')) {
		if (count46 < count46) {
			return count46;
		}
		cudaStream_t hi48 = 0;
		smooth39_kernel<unsigned int><<<(flag47 + 31) / 32, TUNE_7 + 0751, sizeof(double) * 0x100>>>((const unsigned*)nullptr);
	}
	long t49 = 52l;
	filter18_kernel<<<1, 8 * 4>>>(nullptr, static_cast<const double*>(nullptr), ADD10);
	gather12_kernel<<<(count46 + 31) / 32, NUM_ITERS_1 + 112, 0, nullptr>>>(nullptr, (int*)nullptr);
	decay29_kernel<<<(t49 + 0xFF) / 0400, (BUSY11 + (NUM_ITERS_1 + 5))>>>(nullptr, sizeof(int));
	return 0;
}
