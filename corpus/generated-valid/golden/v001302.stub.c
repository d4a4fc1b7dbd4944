#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001302.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12kick4_kernelPi(int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z12tile8_kernelifPfPd(int, float, float *, double *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6impl175sub188gather19EiPi(int, int *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6impl175sub187scale25Exiic(long long, int, int, char);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12kick4_kernelPi(int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int *))kick4_kernel)), 0U);}
# 12 "v001302.cu"
void kick4_kernel( int *__cuda_0)
# 12 "v001302.cu"
{__device_stub__Z12kick4_kernelPi( __cuda_0);
# 20 "v001302.cu"
}
# 1 "v001302.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z12tile8_kernelifPfPd( int __par0,  float __par1,  float *__par2,  double *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(int, float, float *, double *))tile8_kernel)), 0U); }
# 22 "v001302.cu"
void tile8_kernel( int __cuda_0,float __cuda_1,float *__cuda_2,double *__cuda_3)
# 22 "v001302.cu"
{__device_stub__Z12tile8_kernelifPfPd( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v001302.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6impl175sub188gather19EiPi( int __par0,  int *__restrict__ __par1) {  int *__T3;
__cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __T3 = __par1; __cudaSetupArgSimple(__T3, 8UL); __cudaLaunch(((char *)((void ( *)(int, int *__restrict__))impl17::sub18::gather19)), 0U); }
# 30 "v001302.cu"
void impl17::sub18::gather19( int __cuda_0,int *__restrict__ __cuda_1)
# 30 "v001302.cu"
{__device_stub__ZN6impl175sub188gather19EiPi( __cuda_0,__cuda_1);
# 38 "v001302.cu"
}
# 1 "v001302.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6impl175sub187scale25Exiic( long long __par0,  int __par1,  int __par2,  char __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(long long, int, int, char))impl17::sub18::scale25)), 0U); }
# 40 "v001302.cu"
void impl17::sub18::scale25( long long __cuda_0,int __cuda_1,int __cuda_2,char __cuda_3)
# 40 "v001302.cu"
{__device_stub__ZN6impl175sub187scale25Exiic( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v001302.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(long long, int, int, char))impl17::sub18::scale25), _ZN6impl175sub187scale25Exiic, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int, int *__restrict__))impl17::sub18::gather19), _ZN6impl175sub188gather19EiPi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int, float, float *, double *))tile8_kernel), _Z12tile8_kernelifPfPd, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int *))kick4_kernel), _Z12kick4_kernelPi, (-1)); __cudaRegisterVariable(__T4, __shadow_var(c_scatter16,::c_scatter16), 0, 16UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
