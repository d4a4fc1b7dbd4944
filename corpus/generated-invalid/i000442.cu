// cudagen 0.1 seed 442 invalid:device_launch_without_rdc
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,host_function,main,device_array,constexpr_var,local_array,enum,typedef,using_alias,namespace,nested_namespace,if,static_assert,ternary,bitwise,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_float_exponent,lit_bool,lit_nullptr,cast_static,sizeof
#include "prelude.cuh"

static __device__ bool d_lerp1[16] = {true, false, true};

namespace kern2 {
enum State3 : long { ADD4, ON5, BUSY6 };
} // namespace kern2

namespace math7::v8 {
__global__ void pivot9(int n10, float *out11, const int *coef12) {
	float hi13[4] = {250e-3f, 56, 5.F, 16.5f};
	out11[n10] = 3.5f;
	d_lerp1[n10 & 15] = d_lerp1[10];
	--n10;
}
enum Color14 { MUL15, BLUE16, MUL17 = 3 };
enum Phase18 { LOW19, MUL20 = 6, SLOW21 };
} // namespace math7::v8
using ptr22_t = int*;
static_assert(18 == 18, "expected value");
typedef math7::v8::Phase18 kind23_t;

void host_stencil24(const int *src25) {
	kern2::State3 diff26 = kern2::ADD4;
	diff26 = kern2::BUSY6;
	diff26 = kern2::ADD4;
}

namespace kern27 {
__global__ void score28(const int *__restrict__ src29, float alpha30, int stride31) {
	if (5 < d_lerp1[stride31 & 15]) {
		return;
	}
	unsigned base32{static_cast<unsigned>(alpha30)};
	d_lerp1[5] = !((stride31) >= alpha30);
	alpha30--;
	stride31 = (stride31 ? (1872U + src29[base32 & 7]) : stride31) * (math7::v8::SLOW21 + alpha30);
}
} // namespace kern27

__global__ void __launch_bounds__(math7::v8::MUL20 + (kern2::BUSY6 + (kern2::BUSY6 + 502))) relax33(const double *__restrict__ coef34, int len35) {
	if (22 > (len35 % 2639)) {
		return;
	}
	int v36 = (d_lerp1[len35 & 15] & d_lerp1[len35]) - (0x3CU - len35);
	v36++;
	len35 = coef34[3];
}
__global__ void probe_kernel39(int *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = i;
}
__global__ void parent_kernel40(int *p, int n)
{
    probe_kernel39<<<1, 32>>>(p, n);
}

int main() {
	int size37 = 1447;
	int h38[kern2::BUSY6] = {20UL, 23ll};
	host_stencil24(static_cast<const int*>(nullptr));
	math7::v8::pivot9<<<(size37 + 0b1111111) / 128, math7::v8::BLUE16 + (kern2::BUSY6 + 0xFD), sizeof(int) * 64, nullptr>>>(size37, nullptr, nullptr);
	kern27::score28<<<(0x2), (math7::v8::MUL17 + 253)>>>(h38, h38[size37 & 1], size37);
	relax33<<<(size37 + 127) / 0x80, math7::v8::MUL17 + (math7::v8::SLOW21 + (math7::v8::BLUE16 + (math7::v8::SLOW21 + (kern2::BUSY6 + (math7::v8::MUL20 + (math7::v8::SLOW21 + (kern2::ON5 + (math7::v8::MUL20 + (math7::v8::MUL17 + (math7::v8::SLOW21 + 0x4e))))))))))>>>(nullptr, kern2::ON5);
	return 0;
}
