// cudagen 0.1 seed 1770 valid
// features: kernel,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,main,constant_var,host_global,constexpr_var,local_array,struct,if,range_for,while,static_assert,comparison,incdec,pointer_arith,address_of,member_access,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,lambda,lambda_capture_value,macro_object,macro_function,comments
#include "prelude.cuh"

#define RADIUS_1 4
#define LOW_BITS_2(x) ((x) & 0xF)
#define SQR_3(x) ((x) * (x))
// NOTE: keep in sync with the host reference.

__global__ void fuse4_kernel(int* acc5, float* data6, int lane7)
{
	static_assert(62 == 62, "size check");
	(*acc5) = 1041;
	signed char w8 = ((*acc5) * lane7) - acc5[lane7];
	lane7 = lane7;
}
const int g_relax9 = 11 * 3;
// Returns the accumulated value.

__global__ void __maxnreg__(32) decay10(int count11, int count12, const float* src13, int count14)
{
	char mid15 = 127U + LOW_BITS_2(LOW_BITS_2(count12));
	double mid16[4]{9.0, double(*src13), static_cast<double>(sizeof(float)), 1.0};
	int mid17 = 0b11101 + (count14 + count14 + (RADIUS_1 - count12));
	mid16[3] = count11;
}
__constant__ double c_drift18 = 0b10100;

__global__ void warp19_kernel(const long* input20, unsigned int* acc21, int* acc22)
{
	double y23[8] = {};
	int s24 = -59;
	float k25 = 37UL - s24;
	for (auto &h26 : y23) {
		for (auto acc27 : y23) {
			int idx28 = SQR_3(acc22[s24] - h26) + (h26 * static_cast<unsigned int>(0b10011));
			if (acc21[idx28] != (+k25))
				break;
		}
	}
}

struct Span29 {
	unsigned int z30;
	double z31;
	double id32;
	bool hi33;
};

__global__ void scale34_kernel(int lane35, int* dst36, double a37, int len38)
{
	Span29 t39 = Span29{};
	int w40 = lane35;
}
// Helper used by the kernels below.

__global__ void __maxnreg__(128) score41(int* dst42)
{
	bool s43 = (-(c_drift18 + 5)) != (27l * c_drift18);
	(*dst42)++;
	s43 = s43 != dst42[3];
	if (c_drift18 != s43)
		return;
	int pass44 = 0;
	while (pass44 < 14) {
		dst42[pass44] = s43;
		dst42[pass44]++;
		++pass44;
	}
}

int main()
{
	int count45 = 3314;
	unsigned short v46 = 64;
	dim3 r47 = dim3((count45 + 31) / 32, (count45 + 127) / 0b10000000, (count45 + 63) / 64);
	warp19_kernel<<<dim3(RADIUS_1 * 4, (count45 + 0b111111) / 64), (32)>>>(nullptr, (unsigned int*)nullptr, nullptr);
	auto op50 = [=]() -> unsigned int {
		int q48[(3)]{9, 1, 0b1110ULL};
		unsigned char q49{11L};
		return RADIUS_1;
	};
	op50();
	--v46;
	bool cnt51 = count45 > 37l;
	fuse4_kernel<<<16, (RADIUS_1 + 508)>>>(&count45, static_cast<float*>(nullptr), cnt51 * cnt51);
	decay10<<<(4), 32 * 16>>>(SQR_3(v46), 0, (const float*)nullptr, (27ull) * SQR_3(cnt51));
	scale34_kernel<<<dim3(0b10, sizeof(float) * (RADIUS_1 + (RADIUS_1 + 120))), 128, sizeof(float) * 32, nullptr>>>(-16, &count45, v46, 3574);
	return 0;
}
