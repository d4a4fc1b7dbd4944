// cudagen 0.1 seed 571 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,device_function,device_forceinline,host_device_function,host_function,static_host_function,main,constant_var,shared_var,shared_2d,constexpr_var,local_array,struct,operator_overload,enum,enum_class,typedef,if,for,while,do_while,nested_block,ternary,bitwise,logical,comparison,incdec,pointer_arith,address_of,member_access,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_functional,cast_static,sizeof,alignof,lambda,lambda_launch,macro_paste,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b

#ifdef USE_FAST_PATH_4
#define TUNE_5 1
#else
#define TUNE_5 23
#endif
#undef TUNE_5
#define TUNE_5 2
__constant__ float c_apply6 = 24.625f;
typedef float real7_t;
/* Computes one element per thread. */

__device__ void pack8(char *acc9, const double *coef10, const int *src11)
{
	__shared__ int sh_12[16];
	if (src11[0x1] >= c_apply6)
		return;
}
enum struct Axis13 : long { Mul14 = 1, On15, Slow16 = 8, High17 };

static size_t sift18(double b19, int stride20, int stride21)
{
	{
		double w22[0x4 * TUNE_5] = {};
		++b19;
	}
	double f23 = b19 + (~stride21);
	return f23;
}
enum Color24 { BUSY25, RED26, BLUE27 };

__device__ __forceinline__ unsigned fuse28(int lane29, int stride30, long long a31)
{
	unsigned t32 = 13LL;
	pack8(static_cast<char*>(nullptr), static_cast<const double*>(nullptr), &stride30);
	t32 = ((061 * CAT_3(a, 31)) / c_apply6) + ((stride30 > 15l) ? CAT_3(lane, 29) : 4);
	return 48L - (stride30 | 58);
}
// NOTE: keep in sync with the host reference.

inline __device__ __host__ real7_t mix33(int lane34, int lane35, int stride36)
{
	for (int it37 = lane35; it37 > 0; --it37) {
		float val38[6] = {};
		if (!(CAT_3(lane, 35) == alignof(float)))
			break;
	}
	lane34 = static_cast<unsigned>(stride36 + (lane34 % 61));
	stride36 = stride36;
	lane34--;
	return lane35;
}

struct Stats39 {
	int id40, flag41;
	unsigned char mass42;
};

inline __host__ __device__ Stats39 operator+(Stats39 a, Stats39 b)
{
	Stats39 r = a;
	r.id40 += b.id40;
	r.flag41 += b.flag41;
	r.mass42 += b.mass42;
	return r;
}

__global__ void update43(double *buf44, const int *coef45, const real7_t *coef46)
{
	buf44[3] = coef46[0];
	int iter47 = 0x0;
	while (iter47 < iter47) {
		__shared__ signed char sh_48[9][10];
		++iter47;
	}
	if (int(iter47) <= 39ul)
		return;
	bool off49 = !((*coef45) > mix33(iter47, iter47, *coef45));
}

__host__ real7_t run_update50(Axis13 p51, float beta52, unsigned long long b53)
{
	p51 = Axis13::High17;
	auto fn56 = [](int v54, double stride55) -> int {
		v54 = (static_cast<int>(9)) - ((stride55));
		update43<<<dim3((v54 + 127) / 128, (RED26 + (TUNE_5 + 61))), (TUNE_5 + 510), sizeof(int) * 040>>>(&stride55, &v54, nullptr);
		return (sift18(RED26, v54, stride55));
	};
	int w57 = 0;
	do {
		Axis13 lim58 = Axis13::High17;
		++w57;
	} while (w57 < 3);
	Stats39 off59 = Stats39{055L, 11, 255U};
	return off59.mass42;
}

int main()
{
	int size60 = 0x6CB;
	size60 = run_update50(Axis13::On15, static_cast<float>(size60), mix33(45ul, size60, 22lu)) - size60;
	size60 = -(-static_cast<int>(size60));
	update43<<<RED26 + 511, dim3(16, (size60 + 255) / 256, (size60 + 255) / 256)>>>(static_cast<double*>(nullptr), &size60, nullptr);
	return 0;
}
