#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001993.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6sweep7iPf(int, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8reduce15ii(int, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14march32_kernelPKy(const unsigned long long *);
static void __device_stub__Z8update35x5Acc23S_Pf(long long, struct Acc23&, const struct Acc23&, float *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7probe45iiPKsPf(idx31_t, int, const short *__restrict__, float *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6sweep7iPf(int __par0, float *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int, float *))sweep7)), 0U);}
# 17 "v001993.cu"
void sweep7( int __cuda_0,float *__cuda_1)
# 17 "v001993.cu"
{__device_stub__Z6sweep7iPf( __cuda_0,__cuda_1);
# 25 "v001993.cu"
}
# 1 "v001993.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8reduce15ii( int __par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(int, int))reduce15)), 0U); }
# 38 "v001993.cu"
void reduce15( int __cuda_0,int __cuda_1)
# 38 "v001993.cu"
{__device_stub__Z8reduce15ii( __cuda_0,__cuda_1);



}
# 1 "v001993.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14march32_kernelPKy( const unsigned long long *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const unsigned long long *))march32_kernel)), 0U); }
# 69 "v001993.cu"
void march32_kernel( const unsigned long long *__cuda_0)
# 69 "v001993.cu"
{__device_stub__Z14march32_kernelPKy( __cuda_0);

}
# 1 "v001993.cudafe1.stub.c"
static void __device_stub__Z8update35x5Acc23S_Pf( long long __par0,  struct Acc23&__par1,  const struct Acc23&__par2,  float *__restrict__ __par3) {  float *__T0;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArg(__par1, 8UL); __cudaSetupArg(__par2, 24UL); __T0 = __par3; __cudaSetupArgSimple(__T0, 40UL); __cudaLaunch(((char *)((void ( *)(long long, struct Acc23, const struct Acc23, float *__restrict__))update35)), 0U); }
# 73 "v001993.cu"
static void update35( long long __cuda_0,struct ::Acc23 __cuda_1,const struct ::Acc23 __cuda_2,float *__restrict__ __cuda_3)
# 73 "v001993.cu"
{__device_stub__Z8update35x5Acc23S_Pf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v001993.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7probe45iiPKsPf( idx31_t __par0,  int __par1,  const short *__restrict__ __par2,  float *__restrict__ __par3) {  const short *__T1;
 float *__T2;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __T1 = __par2; __cudaSetupArgSimple(__T1, 8UL); __T2 = __par3; __cudaSetupArgSimple(__T2, 16UL); __cudaLaunch(((char *)((void ( *)(idx31_t, int, const short *__restrict__, float *__restrict__))probe45)), 0U); }
# 85 "v001993.cu"
void probe45( ::idx31_t __cuda_0,int __cuda_1,const short *__restrict__ __cuda_2,float *__restrict__ __cuda_3)
# 85 "v001993.cu"
{__device_stub__Z7probe45iiPKsPf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v001993.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(idx31_t, int, const short *__restrict__, float *__restrict__))probe45), _Z7probe45iiPKsPf, 512); __cudaRegisterEntry(__T3, ((void ( *)(long long, struct Acc23, const struct Acc23, float *__restrict__))update35), _Z8update35x5Acc23S_Pf, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const unsigned long long *))march32_kernel), _Z14march32_kernelPKy, 64); __cudaRegisterEntry(__T3, ((void ( *)(int, int))reduce15), _Z8reduce15ii, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, float *))sweep7), _Z6sweep7iPf, 32); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
