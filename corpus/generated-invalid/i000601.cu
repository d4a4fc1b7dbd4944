// cudagen 0.1 seed 601 invalid:kernel_pack_not_last
// features: kernel,kernel_static,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,host_device_function,host_function,main,shared_var,static_shared,constexpr_var,local_array,enum,if,while,goto,ternary,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,macro_object,macro_function,macro_paste,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 128
#define CHUNK_2 (0x20)
#define SQR_3(x) ((x) * (x))
#define LOW_BITS_4(x) ((x) & 0xF)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#define CAT_7(a, b) a##b

__device__ void blend8(int n9)
{
	n9 = n9;
	--n9;
	int idx10 = ((CHUNK_2) - (warpSize + sizeof(float))) * n9;
	static __shared__ double sh_11[64];
	int lo12 = BLOCK_SIZE_1;
	if (!(threadIdx.y >= lo12)) {
		goto done13;
	}
	n9 = sh_11[idx10];
	sh_11[27] = blockIdx.x;
done13:;
}
// Returns the accumulated value.

inline int run_trace14(unsigned int p15, float b16)
{
	p15 = ((b16 > 0x32) || ((p15 <= 1) && (p15 < p15))) ? ((p15 < b16) ? p15 : p15) : p15;
	p15 = (unsigned short)b16;
	double w17 = 20.5;
	if (b16 > 10)
		return 056l;
	return (LOW_BITS_4(p15) - (p15 * CAT_7(w, 17))) - LOW_BITS_4(p15 * p15);
}
enum Axis18 {
	HIGH19,
	ON20,
	BLUE21,
	RED22,
	MUL23
};

__device__ __host__ int reduce24(int n25)
{
	int w26 = 0x0;
	while (w26 < w26) {
		int t27 = n25;
		++w26;
	}
	int k28 = SQR_3(n25 * w26) / '#';
	Axis18 val29 = ON20;
	size_t idx30 = CAT_7(w, 26);
	n25 = CAT_7(n, 25);
	bool hi31 = (w26 * ((val29 != BLUE21) ? '0' : k28)) < LOW_BITS_4(w26);
	return (CAT_7(val, 29) - (val29 + sizeof(unsigned int))) - hi31;
}

static __global__ void __launch_bounds__(sizeof(unsigned int) * (RED22 + 61)) pivot32_kernel(int n33, const long *src34)
{
	int i35 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if ((i35 >= 14) && (threadIdx.x <= src34[7]))
		return;
	float val36{static_cast<float>(24.0F * n33)};
	n33 = reduce24(n33) / 62;
	float e37 = SQR_3(reduce24(HIGH19)) + (CHUNK_2 * (i35 - BLUE21));
	unsigned int sum38(reduce24(MUL23 * i35) / n33);
	if ((sum38 < 14) || ((*src34) >= 29))
		return;
}

size_t run_pivot39(const unsigned *coef40)
{
	pivot32_kernel<<<(MUL23 + (ON20 + 27)) * 16, 32, 0>>>(60ll, reinterpret_cast<const long*>(coef40));
	run_trace14(run_trace14(sizeof(double), (19)), *coef40);
	pivot32_kernel<<<dim3((2), BLUE21, sizeof(float) * (ON20 + 15)), sizeof(int) * 0x8, sizeof(int) * 0x20, 0>>>((coef40[5] + '0'), nullptr);
	pivot32_kernel<<<dim3(sizeof(float) * 0x80), (CHUNK_2), sizeof(int) * 64, (cudaStream_t)0>>>(run_trace14((coef40[5] >= coef40[3]) ? sizeof(int) : 11u, *coef40), reinterpret_cast<const long*>(coef40));
	double y41 = U'a';
	if (!(y41 <= CHUNK_2)) {
		goto finish42;
	}
	pivot32_kernel<<<dim3(ON20), 128, 0, 0>>>(((y41 - HIGH19) > 14) ? reduce24(RED22) : (y41 - coef40[1]), reinterpret_cast<const long*>(coef40));
finish42:;
	return coef40[2] * y41;
}
template <typename... Args, typename T>
__global__ void pack_kernel45(T t, Args... args)
{
}

int main()
{
	int count43 = 843;
	count43 = float(((CAT_7(count, 43) != 12) ? count43 : count43) - (0xa % count43));
	if ((+count43) <= CAT_7(count, 43))
		return 'a' - count43;
	int k44[6]{29, 16, static_cast<int>(CAT_7(count, 43)), int(13), 5, 6};
	pivot32_kernel<<<dim3(ON20, (count43 + 63) / 0100, BLUE21), 128, sizeof(double) * 128>>>(run_pivot39(nullptr) + ' ', (const long*)nullptr);
	return 0;
}
