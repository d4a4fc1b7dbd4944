// cudagen 0.1 seed 208 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,host_function,main,shared_var,shared_2d,extern_shared,host_global,constexpr_var,local_array,const_local,struct,operator_overload,aligned_struct,enum_class,using_alias,namespace,anon_namespace,if,if_init,for,while,ternary,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,member_access,array_index,call,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,sizeof,macro_object,macro_function,macro_paste
#include "prelude.cuh"

#define RADIUS_1 128
#define NUM_ITERS_2 128
#define RADIUS_3 256
#define HALF_4(x) ((x) / 2)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#define CAT_7(a, b) a##b
enum class Phase8 {
	Red9,
	Blue10,
	Busy11 = 4,
	Red12,
	Off13 = 9
};

template <typename T, int N>
__global__ void norm14_kernel(const T *__restrict__ src15)
{
	extern __shared__ int dyn_16[];
	unsigned long long y17{7ULL};
	y17 = N;
	__shared__ int sh_18[NUM_ITERS_2];
	__shared__ int sh_19[5][4];
	dyn_16[1]--;
	const int acc20 = sh_18[y17];
	y17--;
}
static float g_gather21;

namespace impl22 {
struct __align__(16) Acc23 {
	float count24, val25;
	size_t weight26;
};

__host__ __device__ Acc23 operator+(Acc23 a, Acc23 b)
{
	Acc23 r = a;
	r.count24 += b.count24;
	r.val25 += b.val25;
	r.weight26 += b.weight26;
	return r;
}
using kind27_t = Phase8;
} // namespace impl22

__host__ __device__ int rank28(long long *__restrict__ acc29, impl22::Acc23 cfg30)
{
	if (acc29[0]) {
		for (int n31 = 0; n31 < 5; n31 += 1) {
			if (long diff32 = 43; diff32 >= diff32) {
				diff32 &= 14L;
				int prod33{581};
			}
			unsigned char w34 = acc29[n31];
			impl22::kind27_t prod35 = Phase8::Off13;
		}
	}
	return 5 * cfg30.weight26;
}

template <typename T>
__global__ void merge36(const T *input37)
{
	if (!input37) {
		unsigned long long lo38 = NUM_ITERS_2 / (HALF_4(input37[4]));
	}
	if ((*input37) > 19l) {
		return;
	}
	rank28((long long*)nullptr, impl22::Acc23{41, 7.0F, 40U});
	bool lo39 = !(rank28(nullptr, impl22::Acc23{}) <= ((*input37) - (*input37)));
}

namespace {
__host__ __device__ void pack40(unsigned long long q41, int len42, unsigned long q43)
{
	if ((len42 >= 28) || (q41 > CAT_7(len, 42))) {
		return;
	}
	len42 |= RADIUS_1;
	if ((q43 == len42) || (q41 < q43)) {
		return;
	}
	double t44[2]{50u, 1.0};
}
enum class Phase45 { Slow46, Fast47, Busy48, Slow49 = 6 };
enum class State50 {
	Green51,
	Low52 = 3,
	High53,
	Green54,
	Idle55
};
} // namespace

void update56(int n57, const double *in58)
{
	cudaStream_t t59 = nullptr;
	merge36<<<64, RADIUS_1 + (RADIUS_3 + RADIUS_1), sizeof(float) * 64>>>(&g_gather21);
	int e60 = rank28(nullptr, impl22::Acc23{-1, 229ULL, 14});
	rank28(nullptr, impl22::Acc23{5.0f, 3.0f, 11});
	norm14_kernel<int, 8><<<(4), dim3(32), 0>>>(&e60);
	const char *off61 = "\x41\102";
}

int main(void)
{
	int len62 = 85;
	(++g_gather21, (len62 = len62));
	impl22::Acc23 stride63{9.125f, 17.75f, 13};
	int w64 = 0;
	while (w64 < w64) {
		Phase45 diff65 = Phase45::Slow46;
		++w64;
	}
	pack40((rank28((long long*)nullptr, stride63) > g_gather21) ? (g_gather21 + g_gather21) : ((long)g_gather21), (7U * CAT_7(w, 64)) - (49 * g_gather21), (CAT_7(len, 62)));
	return 0;
}
