#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001163.fatbin.c"
static void __device_stub__Z14update6_kerneliPKs(int, const short *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14apply14_kernelPiiPs(int *, int, short *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7clamp22PKc(const char *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14count28_kernelfPfPKi(float, float *, const int *);
static void __device_stub__Z8reduce47f6Kind43iPKf(float, enum Kind43, int, const float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z14update6_kerneliPKs(int __par0, const short *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int, const short *))update6_kernel)), 0U);}
# 11 "v001163.cu"
static void update6_kernel( int __cuda_0,const short *__cuda_1)
# 11 "v001163.cu"
{__device_stub__Z14update6_kerneliPKs( __cuda_0,__cuda_1);
# 21 "v001163.cu"
}
# 1 "v001163.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14apply14_kernelPiiPs( int *__par0,  int __par1,  short *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int *, int, short *))apply14_kernel)), 0U); }
# 24 "v001163.cu"
void apply14_kernel( int *__cuda_0,int __cuda_1,short *__cuda_2)
# 24 "v001163.cu"
{__device_stub__Z14apply14_kernelPiiPs( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v001163.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7clamp22PKc( const char *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const char *))clamp22)), 0U); }
# 34 "v001163.cu"
void clamp22( const char *__cuda_0)
# 34 "v001163.cu"
{__device_stub__Z7clamp22PKc( __cuda_0);
# 46 "v001163.cu"
}
# 1 "v001163.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14count28_kernelfPfPKi( float __par0,  float *__par1,  const int *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(float, float *, const int *))count28_kernel)), 0U); }
# 48 "v001163.cu"
void count28_kernel( float __cuda_0,float *__cuda_1,const int *__cuda_2)
# 48 "v001163.cu"
{__device_stub__Z14count28_kernelfPfPKi( __cuda_0,__cuda_1,__cuda_2);
# 54 "v001163.cu"
}
# 1 "v001163.cudafe1.stub.c"
static void __device_stub__Z8reduce47f6Kind43iPKf( float __par0,  enum Kind43 __par1,  int __par2,  const float *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(float, enum Kind43, int, const float *))reduce47)), 0U); }
# 76 "v001163.cu"
static void reduce47( float __cuda_0,enum ::Kind43 __cuda_1,int __cuda_2,const float *__cuda_3)
# 76 "v001163.cu"
{__device_stub__Z8reduce47f6Kind43iPKf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 88 "v001163.cu"
}
# 1 "v001163.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(float, enum Kind43, int, const float *))reduce47), _Z8reduce47f6Kind43iPKf, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float, float *, const int *))count28_kernel), _Z14count28_kernelfPfPKi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const char *))clamp22), _Z7clamp22PKc, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *, int, short *))apply14_kernel), _Z14apply14_kernelPiiPs, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, const short *))update6_kernel), _Z14update6_kerneliPKs, (-1)); __cudaRegisterVariable(__T3, __shadow_var(d_apply20,::d_apply20), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
