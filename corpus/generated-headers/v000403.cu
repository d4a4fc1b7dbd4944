// cudagen 0.2 seed 403 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,restrict_params,launch,launch_shared_mem,host_function,static_host_function,main,managed_var,constexpr_var,auto_var,if,while,incdec,pointer_arith,member_access,array_index,method_call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_object,macro_function,macro_paste,macro_statement,pp_undef,union,multiple_inheritance,virtual_inheritance,virtual_function,variadic_template,pack_expansion,fold_expression,managed_in_class,hdr_cstdio
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <cstdio>
#include <compare>

#define WARPS_1 4
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b
#undef WARPS_1
#define WARPS_1 12
struct Stats7 {
	int count;
	float total;
	__host__ __device__ void add(float v) {
		++count;
		total += v;
	}
};
__managed__ Stats7 managedStats8;
__host__ __device__ int record9(int x) {
	managedStats8.add(static_cast<float>(x));
	return managedStats8.count;
}

__global__ void smooth10(int count11, const int *__restrict__ in12)
{
	managedStats8 = Stats7{0x25, 23.5f};
	count11 = (3L);
	managedStats8.total++;
	auto lim13 = managedStats8.total;
	(void)lim13;
	auto val14 = 0x873;
	val14--;
	int acc15 = WARPS_1;
	(void)acc15;
}
constexpr float kD16 = 3.5f;
template <typename... Ts>
__device__ double fold17(Ts... xs) {
	return (1.0 * ... * static_cast<double>(xs));
}
template <typename... Ts>
__device__ int count18(Ts... xs) {
	int values[] = {static_cast<int>(xs)...};
	return values[0] + static_cast<int>(sizeof...(Ts));
}
__device__ int spread20(int x) {
	return static_cast<int>(fold17(x, 7.5f, 7u)) + count18(x, x, 1.0);
}

template <typename T, class U>
__global__ void __maxnreg__(32) rank21_kernel(U *data22, int *data23, int *__restrict__ buf24, U *__restrict__ data25)
{
	data25[7]--;
	buf24[7] = -21;
	printf("lane %d\n", static_cast<int>(41));
}
struct Root27 {
	int v = 9;
	virtual int get() const { return v; }
	virtual ~Root27() {}
};
struct Left28 : virtual Root27 {
	int get() const override { return v + 1; }
};
struct Right29 : virtual public Root27 {
	int r = 5;
};
struct Join30 : Left28, Right29 {};
int dispatch26(int x) {
	Join30 j;
	j.v = x;
	const Root27 &t = j;
	return t.get() + j.r;
}
union Pun31 {
	unsigned u;
	float f;
	double d;
	unsigned char bytes[8];
};
__device__ int use32(int x) {
	Pun31 v{};
	v.u = static_cast<unsigned>(x);
	return static_cast<int>(v.bytes[5]) + static_cast<int>(v.u);
}

static double host_merge33(float b34, int lane35)
{
	managedStats8.add(kD16);
	if ((managedStats8.count))
		return sizeof(float);
	return 36 / managedStats8.total;
}

int main()
{
	int len36 = 918;
	int w37 = 0;
	while (w37 < 16) {
		if (w37)
			break;
		smooth10<<<(w37 + 0b11111111) / 256, WARPS_1 + 0xF4, sizeof(float) * 32>>>(len36, nullptr);
		++w37;
	}
	rank21_kernel<float, unsigned><<<(w37 + 63) / 0x40, 4 * 8, sizeof(double) * 0x80>>>(nullptr, nullptr, (int*)nullptr, nullptr);
	return 0x0;
}
