// cudagen 0.1 seed 257 valid
// features: kernel,kernel_template,launch_explicit_template_args,kernel_from_macro,restrict_params,launch,launch_shared_mem,builtin_vars,host_function,main,device_var,device_array,shared_var,constexpr_var,struct,operator_overload,aligned_struct,typedef,if,if_init,comparison,pointer_arith,address_of,member_access,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_string,lit_nullptr,cast_c,cast_static,sizeof,lambda,macro_function,pp_ifdef,comments
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))

#ifdef USE_FAST_PATH_3
#define TUNE_4 16
#else
#define TUNE_4 28
#endif

__global__ void scatter5_kernel(float* __restrict__ acc6, const float* __restrict__ coef7) {
	unsigned int gid8 = threadIdx.x;
	(*acc6) = TUNE_4;
	bool x9 = TUNE_4 + gid8;
	if (TWICE_PLUS_2(acc6[1], TUNE_4) < 0x18)
		return;
}
// Returns the accumulated value.

struct Vec10 {
	double sum11;
	float vel12;
};
__device__ int d_drift13 = 16;

template <typename T, typename U>
__global__ void weigh14_kernel(T* __restrict__ out15, float b16, const double* __restrict__ in17, T alpha18) {
	int gid19 = (blockIdx.x * blockDim.x) + threadIdx.x;
	b16 = b16;
	if (b16 >= sizeof(T))
		return;
	d_drift13 = (int)(out15[d_drift13]);
	__shared__ Vec10 sh_20[32];
}
typedef int *ptr21_t;

void host_accum22(int len23, const Vec10 &b24, double alpha25) {
	double q26 = 5.375f;
	if (unsigned long long lim27 = +((int)(len23 * q26)); TWICE_PLUS_2(lim27, 0x3c - q26) >= q26) {
		auto op31 = [](int y28, short int q29) -> signed char {
			const char* v30 = "ok";
			return TWICE_PLUS_2(q29, y28);
		};
		op31(b24.vel12, TUNE_4);
	}
	Vec10 tmp32{static_cast<double>(len23 + b24.sum11), 9.f};
	long v33 = 0xA;
	unsigned int stride34 = '\'';
	int flag35 = '#';
}
#define DEFINE_MAP_KERNEL_36(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_36(map_clamp37, int)

__global__ void fold38_kernel(int count39, long alpha40, const int* __restrict__ in41) {
	if (float cnt42 = *in41; (threadIdx.y) >= ((float)in41[5]))
		alpha40 = -0x2d;
	count39 = in41[alpha40] + (count39 - 32);
}
__device__ unsigned int d_apply43[8];

struct alignas(16) Cell44 {
	float flag45;
	int hi46;
};

inline __host__ __device__ Cell44 operator+(Cell44 a, Cell44 b) {
	Cell44 r = a;
	r.flag45 += b.flag45;
	r.hi46 += b.hi46;
	return r;
}

long host_tally47(char* buf48, long* out49) {
	out49[5] = (out49[2] + (4019 / buf48[0]));
	out49[0x7] = '#' / buf48[0x2];
	float h50 = (*buf48) + buf48[3];
	float val51 = (h50 * ((int)39u)) - TWICE_PLUS_2(out49[0x7] + buf48[0x6], 10 + h50);
	return ((38 - buf48[1]) - (45 * buf48[5])) + (4lu * (out49[4] + 14ll));
}

int main(void) {
	int size52 = 2616;
	fold38_kernel<<<(size52 + 127) / 0x80, 4 * 16>>>(43, TUNE_4, nullptr);
	int lo53 = 0x2F;
	scatter5_kernel<<<(TUNE_4 + 4), TUNE_4 + 484, sizeof(int) * 0200>>>(nullptr, nullptr);
	weigh14_kernel<long, double><<<TUNE_4 + (TUNE_4 + 200), (512)>>>((long*)nullptr, TWICE_PLUS_2(lo53 - lo53, 1 - size52), nullptr, 2429u);
	map_clamp37<<<16 * 2, 32>>>(&size52, lo53);
	return 0;
}
