// cudagen 0.1 seed 1019 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,main,shared_var,extern_shared,host_global,constexpr_var,local_array,struct,aligned_struct,enum_class,if,bitwise,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_suffix,lit_nullptr,cast_c,sizeof,macro_statement
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

struct alignas(8) Body4 {
	int weight5;
	float y6;
	unsigned int vel7;
};
const short g_reduce8 = 57;

struct Pixel9 {
	int hi10;
	short val11;
};

__global__ void drift12(const short* in13, unsigned short* data14) {
	if ((in13[6] | 35) >= 61) {
		return;
	}
	data14[blockIdx.x & 7] = data14[threadIdx.y] / ((*data14) + 1017ll);
	__shared__ Pixel9 sh_15[128];
	if ((*data14) > blockDim.x) {
		return;
	}
}
enum class Axis16 : short { Red17 = 3, Add18 };

__global__ void tile19(unsigned int* buf20, const int* coef21, const int* in22) {
	extern __shared__ float dyn_23[];
	unsigned int gid24 = (blockIdx.x * blockDim.x) + threadIdx.x;
	buf20[0] = in22[gid24 & 7];
	ACCUM_1(dyn_23[gid24], (*coef21));
	buf20[gid24 & 7] = in22[3];
}
enum class Level25 {
	Red26 = 2,
	Mul27,
	High28 = 8,
	Add29,
	Off30
};

__global__ void blend31(int n32, const float* src33) {
	int tid34 = threadIdx.x;
	float* sum35 = (float*)nullptr;
	constexpr int cnt36 = 36;
}

int main() {
	int len37 = 1029;
	int mid38[2] = {};
	(mid38[len37]--, (len37 = mid38[len37 & 1]));
	drift12<<<512, 256, sizeof(int) * 32, nullptr>>>((const short*)nullptr, nullptr);
	tile19<<<dim3(32), dim3((512)), sizeof(double) * 32, (cudaStream_t)0>>>(nullptr, mid38, mid38);
	blend31<<<dim3((256), (len37 + 31) / 32), 8 * 8, 32 * 8, nullptr>>>(50UL, nullptr);
	return 0;
}
