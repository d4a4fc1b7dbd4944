#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002012.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6pivot9PiPjS_d(int *, unsigned *, int *, double);
static void __device_stub__Z8smooth16bPKfi(bool, const float *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14apply24_kernelPfPKiS1_(float *, const int *, const int *);
static void __device_stub__Z14blend30_kernelPs(short *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6pivot9PiPjS_d(int *__par0, unsigned *__par1, int *__par2, double __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int *, unsigned *, int *, double))pivot9)), 0U);}
# 21 "v002012.cu"
void pivot9( int *__cuda_0,unsigned *__cuda_1,int *__cuda_2,double __cuda_3)
# 21 "v002012.cu"
{__device_stub__Z6pivot9PiPjS_d( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v002012.cudafe1.stub.c"
static void __device_stub__Z8smooth16bPKfi( bool __par0,  const float *__par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(bool, const float *, int))smooth16)), 0U); }
# 27 "v002012.cu"
static void smooth16( bool __cuda_0,const float *__cuda_1,int __cuda_2)
# 27 "v002012.cu"
{__device_stub__Z8smooth16bPKfi( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v002012.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14apply24_kernelPfPKiS1_( float *__par0,  const int *__par1,  const int *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(float *, const int *, const int *))apply24_kernel)), 0U); }
# 34 "v002012.cu"
void apply24_kernel( float *__cuda_0,const int *__cuda_1,const int *__cuda_2)
# 34 "v002012.cu"
{__device_stub__Z14apply24_kernelPfPKiS1_( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v002012.cudafe1.stub.c"
static void __device_stub__Z14blend30_kernelPs( short *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(short *))blend30_kernel)), 0U); }
# 40 "v002012.cu"
static void blend30_kernel( short *__cuda_0)
# 40 "v002012.cu"
{__device_stub__Z14blend30_kernelPs( __cuda_0);
# 56 "v002012.cu"
}
# 1 "v002012.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(short *))blend30_kernel), _Z14blend30_kernelPs, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float *, const int *, const int *))apply24_kernel), _Z14apply24_kernelPfPKiS1_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(bool, const float *, int))smooth16), _Z8smooth16bPKfi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *, unsigned *, int *, double))pivot9), _Z6pivot9PiPjS_d, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
