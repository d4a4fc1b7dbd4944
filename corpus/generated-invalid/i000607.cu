// cudagen 0.1 seed 607 invalid:global_device_combined
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,static_host_function,main,managed_var,shared_var,shared_2d,constexpr_var,local_array,auto_var,struct,struct_methods,operator_overload,aligned_struct,enum,if,for,goto,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,alignof,macro_object,macro_statement,pp_if
#include "prelude.cuh"

#define RADIUS_1 3
#define NUM_ITERS_2 256
#define CHUNK_3 3
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#if (RADIUS_1 * 2) >= 24 && RADIUS_1 != 0
#define CONFIG_5 6
#else
#define CONFIG_5 12
#endif

template <typename T, int N>
__global__ void split6(T *out7, const unsigned long *input8, const int *input9)
{
	int idx10 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if ((input9[idx10] * out7[idx10]) <= 55) {
		return;
	}
	--(*out7);
	T q11{12};
}
enum Color12 : int { OFF13, MUL14, BUSY15 };
__managed__ char m_sift16 = -6l;

__global__ void relax17(int len18, int count19)
{
	unsigned int gid20 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (gid20 >= count19) {
		return;
	}
	__shared__ short int sh_21[10][3];
	if ((count19 + m_sift16) >= threadIdx.z) {
		goto skip22;
	}
	sh_21[3][0x1] = (gid20 * m_sift16) / (+m_sift16);
skip22:;
}

template <typename T, typename U>
__global__ void sift23(T *data24, const double *src25, int len26)
{
	int gid27 = threadIdx.x;
	U w28 = 24.0;
	data24[len26] += sizeof(U) / U((unsigned int)src25[6]);
	auto acc29 = 50;
}

__global__ void step30_kernel(long *data31, int stride32, int n33)
{
	int idx34 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (idx34 >= n33) {
		return;
	}
	long long flag35[6]{61, 3ll, 36, static_cast<long long>(CHUNK_3), -40, 4ll};
	__shared__ float sh_36[64];
}

struct alignas(16) Pixel37 {
	double hi38;
	signed char val39;
	bool x40;
	float x41;
	__host__ __device__ void get42(unsigned long mid43)
	{
		x41--;
		if (!(x41 == x41)) {
			return;
		}
	}
};

__host__ __device__ Pixel37 operator+(Pixel37 a, Pixel37 b)
{
	Pixel37 r = a;
	r.hi38 += b.hi38;
	r.val39 += b.val39;
	r.x41 += b.x41;
	return r;
}

static size_t host_drift44(int lane45, int lane46)
{
	split6<float, 4><<<0x200, 64 * BUSY15, sizeof(unsigned int) * (CONFIG_5 + 244)>>>(nullptr, nullptr, (const int*)nullptr);
	m_sift16 &= lane46 + 9ll;
	if (((lane45 * 39) + 0100) > lane45) {
		for (int j47 = lane45; j47 > 0x0; --j47) {
			dim3 s48 = dim3(128);
		}
		sift23<float, unsigned><<<sizeof(int) * (BUSY15 + 6), dim3(2 * BUSY15, MUL14 + 511, (lane46 + 255) / 256), 02000>>>(nullptr, nullptr, 20 + lane45);
		Color12 prod49 = OFF13;
	}
	return sizeof(int);
}
__global__ __device__ void mixed_kernel52(int *p)
{
    p[0] = 1;
}

int main()
{
	int n50 = 925;
	relax17<<<sizeof(unsigned int) * 0x10, dim3((n50 + 31) / 32), 0>>>((23 % m_sift16) * m_sift16, (n50 * NUM_ITERS_2) / 28ull);
	m_sift16 -= ((127lu + n50) - (n50 - 33L)) - m_sift16;
	Color12 r51 = MUL14;
	step30_kernel<<<dim3((MUL14 + 1) * (MUL14 + MUL14), (n50 + 255) / 256, (n50 + 127) / 128), (RADIUS_1 + (MUL14 + 252)), 0>>>((long*)nullptr, alignof(int), 0x3E + (m_sift16 + 9u));
	return 0;
}
