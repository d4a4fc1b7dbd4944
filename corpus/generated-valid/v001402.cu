// cudagen 0.1 seed 1402 valid
// features: kernel,launch,launch_dim3,host_device_function,host_function,main,local_array,auto_var,struct,struct_template,if,if_init,goto,nested_block,ternary,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static
#include "prelude.cuh"

__device__ __host__ void filter1(int stride2, int lane3, const double* src4)
{
	unsigned long u5 = lane3;
	int stride6 = lane3;
	if (int stride7 = (u5 + 33u) * 2; !(stride6 < u5)) {
		unsigned char r8 = 46lu;
	}
	float u9 = ((stride2 == (*src4)) ? (8.625F - stride6) : (stride6 - src4[lane3])) / 7;
	if (src4 == nullptr) {
		goto done10;
	}
	stride6--;
done10:;
}
int check_pivot11(signed char* out12, int count13)
{
	dim3 res14 = dim3((512));
	int v15 = 47;
	unsigned s16[5] = {7U, 56, 1U, 5U, static_cast<unsigned int>(out12[0])};
	if (int y17 = 43u; v15 >= (y17 << 13ll)) {
		int diff18 = count13;
	}
	float k19 = (0x517 >> (s16[1] ^ 0x16)) * v15;
	return 2925u * (count13 / (out12[v15 & 7] - 0xdL));
}
template <typename T>
struct Particle20 {
	T lo21;
	__host__ __device__ void apply22(float tmp23)
	{
		tmp23 = tmp23;
		auto y24 = tmp23;
	}
};
__global__ void split25_kernel(const long* in26, const long* in27, int* buf28)
{
	buf28[6] = ((1 - in26[7]) & 0x21ULL);
	filter1(45lu, -536L, (const double*)nullptr);
	short int hi29((26 - in27[6]) * (in26[1] & 44u) * in26[4]);
}
unsigned merge30(unsigned int cfg31, unsigned long long q32, int stride33)
{
	split25_kernel<<<dim3(0100, 0x8), 0x40>>>(nullptr, static_cast<const long*>(nullptr), nullptr);
	unsigned char k34 = (cfg31 <= (4097l & cfg31)) ? check_pivot11(static_cast<signed char*>(nullptr), q32 + cfg31) : (13);
	return (cfg31 >= (stride33 >> 0x3)) ? 7 : check_pivot11(nullptr, 20ul);
}
int main()
{
	int size35 = 3918;
	{
		split25_kernel<<<1 << 0x1, dim3((size35 + 255) / 0400, (8))>>>(nullptr, nullptr, static_cast<int*>(nullptr));
		dim3 hi36((1), (0x2), (size35 + 63) / 64);
	}
	double stride37[5]{static_cast<double>(size35), 5.625, -051L, static_cast<double>(759), static_cast<double>(size35)};
	return 0;
}
