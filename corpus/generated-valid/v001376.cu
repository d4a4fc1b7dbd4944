// cudagen 0.1 seed 1376 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,builtin_vars,host_function,main,device_var,shared_var,shared_2d,constexpr_var,struct,if,for,while,switch,switch_fallthrough,goto,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,lambda,lambda_launch,macro_object,macro_stringize,macro_statement,pp_undef,comments
#include "prelude.cuh"

#define CHUNK_1 64
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#undef CHUNK_1
#define CHUNK_1 24
__device__ char d_relax5 = 60;

__global__ void merge6(const int *input7, const int *input8)
{
	int gid9 = (blockIdx.x * blockDim.x) + threadIdx.x;
	switch (threadIdx.y) {
	case 10:
		switch (gid9) {
		case 1 << 3: {
			d_relax5 = threadIdx.x - ((threadIdx.x + gid9) << (3257 + input8[3]));
			__shared__ unsigned sh_10[16][11];
			[[fallthrough]];
		}
		case (6):
			break;
		default:
			d_relax5 = CHUNK_1;
			break;
		}
		break;
	case 6:
		break;
	}
}

__global__ void __launch_bounds__(512, 3) accum11(int lane12, const unsigned int *__restrict__ src13, const int *src14)
{
	d_relax5 = threadIdx.z;
	d_relax5 = lane12;
	float tmp15 = src13[d_relax5];
	if (blockIdx.z <= sizeof(int))
		return;
	d_relax5 = *src14;
}

struct Cell16 {
	float vel17;
	unsigned char id18;
};

__global__ void filter19(const double *src20, int *__restrict__ acc21, const int *src22, int len23)
{
	int tid24 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (tid24 >= len23)
		return;
	ACCUM_2(d_relax5, ((src20[0])));
	__shared__ int sh_25;
	__shared__ int sh_26[9][17];
	float e27 = 0.875F;
}
// Helper used by the kernels below.

template <typename T, typename U>
__global__ void gather28(U *out29, const U *__restrict__ in30, U a31)
{
	int idx32 = threadIdx.x;
	out29[gridDim.x]--;
	out29[idx32] = CHUNK_1;
	(*out29) = (int)(CHUNK_1 + (d_relax5 * (*out29)));
	T r33 = a31;
	if (gridDim.x > 39) {
		goto out34;
	}
	d_relax5 = d_relax5 % (d_relax5 + d_relax5);
	++d_relax5;
out34:;
}

template <typename T, int N = 2>
__global__ void split35(const T *__restrict__ src36, int count37)
{
	for (int j38 = 0; j38 < 14; ++j38) {
		d_relax5 = threadIdx.x;
		if (d_relax5 + blockDim.y)
			break;
		__shared__ Cell16 sh_39[8];
	}
	ACCUM_2(count37, (*src36));
	d_relax5 = count37;
	count37 = d_relax5 - CHUNK_1;
}

inline void shade40(int len41)
{
	unsigned long tmp42 = len41;
	for (int j43 = 7; j43 > 0; --j43)
		tmp42 = 31;
	auto lam47 = [](float r44, int flag45) -> float {
		const int *w46 = &flag45;
		accum11<<<CHUNK_1 + 8, 512>>>((U'a' / flag45), reinterpret_cast<const unsigned*>(w46), static_cast<const int*>(nullptr));
		flag45--;
		return w46[7];
	};
	int pass48 = 0;
	while ((pass48 < pass48) && (tmp42 + 0)) {
		tmp42 = 4'053u;
		int q49 = tmp42;
		++pass48;
	}
}

int main()
{
	int count50 = 1163;
	const char *off51 = STR_4(hello);
	count50 = count50;
	ACCUM_2(count50, (off51[1] * off51[1] * 2704));
	merge6<<<32 * 8, (CHUNK_1 + (CHUNK_1 + 16)) * 8>>>(&count50, &count50);
	filter19<<<64, CHUNK_1 + (CHUNK_1 + 208)>>>(static_cast<const double*>(nullptr), &count50, &count50, off51[1]);
	gather28<float, long><<<(32), CHUNK_1 + 232>>>(nullptr, static_cast<const long*>(nullptr), off51[1]);
	return 0;
}
