// cudagen 0.1 seed 2042 valid
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,main,device_array,constant_var,shared_var,extern_shared,local_array,enum_class,typedef,namespace,anon_namespace,if,do_while,goto,nested_block,static_assert,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_char_prefix,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,macro_function,comments
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
__device__ int d_blend3[16] = {-0b10ll, '\101', 56L};
static_assert(((5) * 11) > 54);
// Helper used by the kernels below.
static __global__ void weigh4(unsigned *__restrict__ dst5, int n6, float *__restrict__ data7)
{
	if (MAX2_2(n6, *dst5) >= 25)
		return;
	int cnt8[5] = {n6};
	dst5[4] = dst5[threadIdx.x];
	unsigned long q9[7]{0b11111U, '\x7f', L'#', 012l, 074u, 44lu, static_cast<unsigned long>(threadIdx.x)};
}
namespace {
typedef int idx10_t;
} // namespace
enum struct Level11 : unsigned int { High12, Low13 };
__global__ void warp14_kernel(unsigned int *__restrict__ data15, int count16)
{
	extern __shared__ idx10_t dyn_17[];
	int idx18 = threadIdx.x;
	int pass19 = 0;
	if (data15[2] < dyn_17[blockDim.y]) {
		goto finish20;
	}
	do {
		count16 = 14 | (blockDim.x * dyn_17[2]);
		++pass19;
	} while (pass19 < idx18);
	dyn_17[pass19] += static_cast<idx10_t>((u' ' | threadIdx.x));
finish20:;
}
__constant__ float c_step21 = 4.25F;
namespace gpu22 {
void combine23(int stride24, int n25)
{
	n25 = stride24;
	static_assert((0b11111) > 0b11110);
	if (MAX2_2(stride24, 46) < 30ul)
		return;
}
static __global__ void gather26(const float *src27, int count28, int count29)
{
	extern __shared__ float dyn_30[];
	idx10_t tid31 = (blockIdx.x * blockDim.x) + threadIdx.x;
	{
		if (tid31 < blockIdx.x)
			return;
		int m32[6]{5, 14U, -0b0, static_cast<idx10_t>(0b10001), 3508, 29};
	}
	d_blend3[gridDim.y] = static_cast<unsigned char>((tid31));
	long f33 = count28;
	dyn_30[5] += 5.125F;
}
} // namespace gpu22
__global__ void march34(idx10_t *__restrict__ data35, idx10_t *__restrict__ dst36, size_t a37)
{
	extern __shared__ float dyn_38[];
	unsigned gid39 = (blockIdx.x * blockDim.x) + threadIdx.x;
	unsigned int m40 = d_blend3[4];
	unsigned char q41 = static_cast<double>(data35[0b0]);
	--(*data35);
}
int main()
{
	int size42 = 3719;
	const long long *cnt43 = (const long long*)nullptr;
	size42 &= *cnt43;
	double s44(-23.5f);
	weigh4<<<(16), 512, 0>>>(static_cast<unsigned*>(nullptr), s44 + (sizeof(idx10_t) % cnt43[5]), static_cast<float*>(nullptr));
	warp14_kernel<<<(size42 + 127) / 128, (512), 2048 * 2>>>(nullptr, '#' + (s44 - (*cnt43)));
	gpu22::gather26<<<(size42 + 63) / 64, dim3(4)>>>(reinterpret_cast<const float*>(cnt43), MAX2_2(size42, -s44), size42);
	return 0;
}
