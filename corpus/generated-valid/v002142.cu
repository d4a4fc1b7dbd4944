// cudagen 0.1 seed 2142 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,device_noinline,host_device_function,host_function,main,constant_array,constexpr_var,static_local,if,for,do_while,goto,ternary,shift,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,alignof
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

__host__ __device__ int gather3(short q4)
{
	int w5 = -39;
	for (int i6 = 6; i6 > 0; --i6) {
		float flag7 = q4;
		flag7 = -16.75f;
	}
	return -16;
}

__global__ void norm8(double *acc9, long *acc10)
{
	if (((*acc9) + (*acc10)) > (*acc10)) {
		return;
	}
	(*acc10) = -(+(acc9[4] - 1495ull));
	acc9[2] = gather3(gather3(acc10[2])) - gather3((unsigned int)18);
	if (((*acc9) == 18l) ? 60 : 1) {
		return;
	}
	for (int it11 = 0; it11 < 0b100; ++it11) {
		if (gather3(it11) < 40) {
			return;
		}
		float diff12 = *acc10;
	}
}
__constant__ int c_sift13[2] = {10};

__host__ __device__ long norm14(int lane15, int *acc16, const unsigned int *coef17)
{
	int lim18 = 40 + gather3(lane15 << (*coef17));
	acc16[lim18] = (lim18 += alignof(int), (-50)) + 33;
	(lane15--, (lim18 = lane15));
	lane15 = (coef17[4] != acc16[lane15]) ? (gather3(lim18) + acc16[lim18]) : coef17[6];
	return lane15;
}

inline double check_relax19(const signed char *in20)
{
	static float k21 = 22.0f;
	if (in20[5]) {
		return 7U;
	}
	constexpr unsigned r22 = 62;
	int w23 = (*in20) * r22 * 1692;
	cudaStream_t prod24 = 0;
	if ((int)k21) {
		goto out25;
	}
	norm8<<<dim3(sizeof(unsigned int) * 2), sizeof(unsigned int) * 16, sizeof(double) * 256, prod24>>>((double*)nullptr, nullptr);
out25:;
	return k21 + ((int)(126ull - k21));
}

__host__ __device__ void mix26(int count27, int n28)
{
	if ((count27 - count27) != n28) {
		return;
	}
	unsigned short x29 = 5;
	for (int it30 = 0; it30 < 4; ++it30) {
		double m31 = ((count27 != count27) ? 22.5 : 1541L) - ((-n28) * 3728);
		count27--;
	}
}

__device__ __noinline__ short int probe32(int stride33, int len34)
{
	if ((len34 * 1) > len34) {
		return (28 - c_sift13[len34]) % ((16UL < c_sift13[1]) ? stride33 : c_sift13[1]);
	}
	stride33 = norm14((sizeof(unsigned) * c_sift13[stride33]) / c_sift13[stride33], (int*)nullptr, (const unsigned int*)nullptr);
	stride33 = stride33;
	if ((stride33 - c_sift13[len34]) == 47) {
		return gather3(len34);
	}
	return (c_sift13[stride33] * 53) + 56;
}

__device__ __noinline__ void merge35(const int *in36)
{
	int w37 = 0;
	do {
		float cnt38 = w37;
		if (!(!in36)) {
			continue;
		}
		++w37;
	} while ((w37 < w37) && (16ull >= (c_sift13[w37] * w37)));
	int *diff39 = nullptr;
	diff39[w37] = (w37 * diff39[w37]) - (gather3(31) + (diff39[w37] += w37, (*diff39)));
	if (((*in36) * c_sift13[w37]) >= 47l) {
		return;
	}
}

inline int check_drift40(bool beta41)
{
	if (14 >= (beta41 << 0b10)) {
		return 13;
	}
	beta41 = 1;
	norm8<<<1 << 7, 32 * 2, sizeof(int) * 64, nullptr>>>(nullptr, nullptr);
	beta41 = beta41 * 1 * ((beta41) * beta41);
	return (gather3(beta41) >= 3) ? 60u : (beta41 * 22);
}

int main()
{
	int count42 = 3774;
	count42 = (count42 * (count42 >> 7)) << 0b111;
	norm8<<<dim3((0b100000), 512, 512), dim3(sizeof(int) * 0b10000)>>>((double*)nullptr, (long*)nullptr);
	if ((count42 / count42) != 49u) {
		return norm14(count42, (int*)nullptr, (const unsigned int*)nullptr) >> count42;
	}
	static int hi43 = 54;
	unsigned m44 = 3315;
	return 0;
}
