// cudagen 0.1 seed 2335 valid
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,host_device_function,host_function,default_args,main,shared_var,shared_2d,constexpr_var,auto_var,enum,if,for,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,sizeof,macro_object,macro_function,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define TILE_DIM_1 128
#define WARPS_2 (64)
#define CHUNK_3 128
#define MOD8_4(x) ((x) % 8)
#define LOW_BITS_5(x) ((x) & 0xF)
#define ACCUM_6(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define USE_FAST_PATH_7

#ifdef USE_FAST_PATH_7
#define TUNE_8 6
#else
#define TUNE_8 44
#endif

#if TILE_DIM_1 > 19
#define CONFIG_9 7
#else
#define CONFIG_9 18
#endif
enum Phase10 { LOW11 = 2, HIGH12 = 7 };

__global__ void __launch_bounds__(128) bias13_kernel(const unsigned int *coef14, const double *src15) {
	int tid16 = (blockIdx.x * blockDim.x) + threadIdx.x;
	__shared__ unsigned int sh_17[128];
	int lim18 = 31l;
}

__host__ __device__ double rank19(unsigned char p20) {
	p20 = (18);
	p20 |= sizeof(int);
	double h21{16.5f};
	--h21;
	return p20;
}

__global__ void bump22(int *buf23) {
	for (int n24 = (blockIdx.x * blockDim.x) + threadIdx.x; n24 < 15; n24 += blockDim.x * gridDim.x) {
		unsigned hi25 = n24;
		--(*buf23);
	}
	__shared__ int sh_26[128];
	rank19(rank19(24 - (*buf23)));
	int prod27(*buf23);
	__shared__ int sh_28[8][12];
}

int check_filter29(unsigned int alpha30, float a31, unsigned int cfg32 = 40ll) {
	auto stride33 = alpha30;
	bias13_kernel<<<(cfg32 + 255) / 256, (TUNE_8 + (LOW11 + (HIGH12 + 0x11)))>>>(&cfg32, nullptr);
	stride33 &= 32 & alpha30;
	return LOW_BITS_5(((alpha30 << stride33) - HIGH12));
}

int main() {
	int count34 = 3625;
	cudaStream_t e35 = nullptr;
	if (rank19(count34) >= 0b11101) {
		return MOD8_4(LOW_BITS_5(count34));
	}
	bump22<<<dim3(64), 0x1 << (HIGH12 + 2), 0, e35>>>(nullptr);
	return 0;
}
