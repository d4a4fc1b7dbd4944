// cudagen 0.1 seed 1172 valid
// features: kernel,maxnreg,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,host_device_function,host_function,static_host_function,main,constexpr_var,local_array,const_local,enum,compound_assign,bitwise,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_hex_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_object,macro_function,macro_statement,pp_ifdef
#include "prelude.cuh"

#define RADIUS_1 256
#define CHUNK_2 3
#define RADIUS_3 (5)
#define TWICE_PLUS_4(a, b) (2 * (a) + (b))
#define ACCUM_5(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)
#define CAT_8(a, b) a##b

#ifndef USE_FAST_PATH_9
#define TUNE_10 9
#else
#define TUNE_10 31
#endif

__global__ void drift11(unsigned char* out12, float cfg13) {
	int i14 = (blockIdx.x * blockDim.x) + threadIdx.x;
	cfg13++;
	cfg13 = RADIUS_1;
	--out12[6];
	float flag15 = out12[i14];
	out12[4]--;
}
enum Op16 { BUSY17 = 2, RED18, BLUE19 };

size_t run_sift20(float* dst21, float* buf22, int n23) {
	buf22[n23] /= *dst21;
	++n23;
	n23--;
	Op16 flag24 = BLUE19;
	drift11<<<32, sizeof(unsigned int) * 16>>>(static_cast<unsigned char*>(nullptr), ('a' + buf22[7]) - TWICE_PLUS_4(n23, 56L));
	return 1L;
}

inline __device__ __host__ unsigned int step25(const int* in26) {
	return +('z' % (*in26));
}

__global__ void __maxnreg__(64) shade27_kernel(const int* coef28) {
	int i29 = (blockIdx.x * blockDim.x) + threadIdx.x;
	short val30 = ' ';
}

__device__ long probe31(Op16 a32, int* data33, float* dst34) {
	const float w35 = (float)((data33[threadIdx.x & 7] + gridDim.x) & (sizeof(int) & a32));
	ACCUM_5(data33[gridDim.x], ((+dst34[7]) + 64));
	return 4 * (*data33);
}

static double check_kick36(int* buf37) {
	shade27_kernel<<<(64), (BUSY17 + BUSY17) * 16, 0, (cudaStream_t)0>>>(nullptr);
	buf37[7] *= TWICE_PLUS_4(((*buf37) += *buf37, (alignof(float) & (*buf37))), run_sift20((float*)nullptr, nullptr, 021u));
	(*buf37) = step25((const int*)nullptr) * 51UL;
	run_sift20(static_cast<float*>(nullptr), nullptr, 31l - (buf37[5] + sizeof(int)));
	float e38[8] = {};
	return e38[0];
}

int main() {
	int count39 = 1274;
	float u40[2]{0x1p3f, 61};
	count39 &= run_sift20(u40, nullptr, run_sift20(u40, nullptr, count39) + (count39 += 010, count39));
	return 0;
}
