// cudagen 0.1 seed 1931 valid
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,restrict_params,launch,launch_dim3,builtin_vars,host_device_function,main,managed_var,shared_var,static_shared,extern_shared,local_array,struct,class_private,operator_overload,aligned_struct,namespace,nested_namespace,if,if_else,static_assert,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,member_access,array_index,call,method_call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof
#include "prelude.cuh"

__global__ void pivot1_kernel(signed char *acc2, int *acc3, float *__restrict__ buf4)
{
	int idx5 = threadIdx.x;
	++acc3[idx5];
	unsigned char z6 = (static_cast<long>(acc2[0])) & acc2[7];
	(z6--, (acc3[z6 & 7] = 56));
	buf4[1] = sizeof(char);
	float sum7[2]{9.f, 17};
	(*acc2) |= 6 + acc2[z6];
}

struct __align__(16) Particle8 {
	int val9;
	unsigned char flag10;
};

__host__ __device__ Particle8 operator+(Particle8 a, Particle8 b)
{
	Particle8 r = a;
	r.val9 += b.val9;
	r.flag10 += b.flag10;
	return r;
}
__managed__ int m_scale11 = 19;

inline __device__ __host__ void spread12(int count13)
{
	Particle8 w14 = {27U, static_cast<unsigned char>(61)};
	w14.flag10 %= 3;
	int tmp15 = w14.flag10 + ((float)(count13 * .5f));
	w14.flag10 ^= 40;
}

template <typename T>
__global__ void __maxnreg__(32) scale16_kernel(T cfg17, float q18)
{
	extern __shared__ long dyn_19[];
	int gid20 = (blockIdx.x * blockDim.x) + threadIdx.x;
	__shared__ unsigned int sh_21[8];
	__shared__ Particle8 sh_22[64];
}

class Tile23 {
	double w24;
	int hi25;
public:
	__host__ __device__ Tile23(double c26, int a27) : w24(c26), hi25(a27) {}
	__host__ __device__ double total28() const
	{
		return +hi25;
	}
	__host__ __device__ int apply29() const
	{
		const unsigned char *v30 = (const unsigned char*)nullptr;
		spread12(w24 / (51ul * hi25));
		return w24 / (23ll | hi25);
	}
};

namespace img31::v32 {
__device__ __host__ float pack33(int n34, const int *__restrict__ src35, const Particle8 &q36)
{
	if (src35 != nullptr) {
		n34 = n34;
		spread12(26);
		unsigned char acc37 = n34;
	}
	return 4.5F;
}

__global__ void bump38(const unsigned *__restrict__ coef39, int count40)
{
	int i41 = threadIdx.x;
	if (m_scale11 <= ((float)blockIdx.x)) {
		static __shared__ float sh_42;
		img31::v32::pack33((sh_42 + 3321) - img31::v32::pack33(blockIdx.x, reinterpret_cast<const int*>(coef39), Particle8{4, 45}), reinterpret_cast<const int*>(coef39), Particle8{});
	} else {
		spread12(i41 * ((int)43U));
	}
}

__host__ __device__ int blend43(const Tile23 &b44)
{
	char y45 = b44.apply29();
	int sum46 = y45 - 3;
	y45 -= 11;
	--sum46;
	return img31::v32::pack33(sum46, static_cast<const int*>(nullptr), Particle8{sum46, static_cast<unsigned char>(0)}) / 6;
}
} // namespace img31::v32

int main()
{
	int count47 = 1662;
	static_assert(62 == 62);
	(--count47, (count47 *= img31::v32::pack33(count47 + count47, nullptr, Particle8{count47, 8u}) * m_scale11));
	pivot1_kernel<<<(4), dim3((m_scale11 + 63) / 64, 4 * 2, (count47 + 255) / 256)>>>(nullptr, nullptr, nullptr);
	scale16_kernel<double><<<0b10000000, sizeof(int) * 16>>>(img31::v32::pack33(-48, nullptr, Particle8{63, static_cast<unsigned char>(0b101110)}), m_scale11);
	img31::v32::bump38<<<dim3((count47 + 127) / 128, 256, 16), 64>>>(nullptr, 266lu);
	return 0;
}
