#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001096.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13tally8_kernelPfS_(float *, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z16scatter26_kerneliPddi(int, double *, double, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z12mix35_kerneliPfS_(int, float *, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7weigh41PKiPcPdPi(const int *, char *, double *, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__724800d0_10_v001096_cu_4ded363a7split58EPiii(int *, int, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13tally8_kernelPfS_(float *__par0, float *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(float *, float *))tally8_kernel)), 0U);}
# 14 "v001096.cu"
void tally8_kernel( float *__cuda_0,float *__cuda_1)
# 14 "v001096.cu"
{__device_stub__Z13tally8_kernelPfS_( __cuda_0,__cuda_1);
# 28 "v001096.cu"
}
# 1 "v001096.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z16scatter26_kerneliPddi( int __par0,  double *__par1,  double __par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, double *, double, int))scatter26_kernel)), 0U); }
# 46 "v001096.cu"
void scatter26_kernel( int __cuda_0,double *__cuda_1,double __cuda_2,int __cuda_3)
# 46 "v001096.cu"
{__device_stub__Z16scatter26_kerneliPddi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 60 "v001096.cu"
}
# 1 "v001096.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z12mix35_kerneliPfS_( int __par0,  float *__par1,  float *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int, float *, float *))mix35_kernel)), 0U); }
# 63 "v001096.cu"
void mix35_kernel( int __cuda_0,float *__cuda_1,float *__cuda_2)
# 63 "v001096.cu"
{__device_stub__Z12mix35_kerneliPfS_( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v001096.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7weigh41PKiPcPdPi( const int *__par0,  char *__par1,  double *__par2,  int *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const int *, char *, double *, int *))weigh41)), 0U); }
# 69 "v001096.cu"
void weigh41( const int *__cuda_0,char *__cuda_1,double *__cuda_2,int *__cuda_3)
# 69 "v001096.cu"
{__device_stub__Z7weigh41PKiPcPdPi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v001096.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN43_GLOBAL__N__724800d0_10_v001096_cu_4ded363a7split58EPiii( int *__par0,  int __par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaLaunch(((char *)((void ( *)(int *, int, int))_NV_ANON_NAMESPACE::split58)), 0U); }
# 81 "v001096.cu"
void _NV_ANON_NAMESPACE::split58( int *__cuda_0,int __cuda_1,int __cuda_2)
# 81 "v001096.cu"
{__device_stub__ZN43_GLOBAL__N__724800d0_10_v001096_cu_4ded363a7split58EPiii( __cuda_0,__cuda_1,__cuda_2);
# 93 "v001096.cu"
}
# 1 "v001096.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int *, int, int))_NV_ANON_NAMESPACE::split58), _ZN43_GLOBAL__N__724800d0_10_v001096_cu_4ded363a7split58EPiii, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const int *, char *, double *, int *))weigh41), _Z7weigh41PKiPcPdPi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, float *, float *))mix35_kernel), _Z12mix35_kerneliPfS_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, double *, double, int))scatter26_kernel), _Z16scatter26_kerneliPddi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float *, float *))tally8_kernel), _Z13tally8_kernelPfS_, (-1)); __cudaRegisterManagedVariable(__T3, __shadow_var(m_step34,::m_step34), 0, 4UL, 0, 0); __cudaRegisterManagedVariable(__T3, __shadow_var(m_rank50,::m_rank50), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
