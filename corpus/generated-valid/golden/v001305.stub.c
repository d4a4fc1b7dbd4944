#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001305.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z15spread26_kernelPKiS0_f(const int *, const int *__restrict__, float);
static void __device_stub__Z13step19_kernelIjEvPKT_PdPc(const unsigned *, double *, char *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z15spread26_kernelPKiS0_f(const int *__par0, const int *__restrict__ __par1, float __par2){ const int *__T0;
__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const int *, const int *__restrict__, float))spread26_kernel)), 0U);}
# 51 "v001305.cu"
void spread26_kernel( const int *__cuda_0,const int *__restrict__ __cuda_1,float __cuda_2)
# 51 "v001305.cu"
{__device_stub__Z15spread26_kernelPKiS0_f( __cuda_0,__cuda_1,__cuda_2);
# 60 "v001305.cu"
}
# 1 "v001305.cudafe1.stub.c"
static void __device_stub__Z13step19_kernelIjEvPKT_PdPc( const unsigned *__par0,  double *__par1,  char *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, double *, char *))step19_kernel<unsigned int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_step19_kernel<unsigned>( const unsigned *&__cuda_0,double *&__cuda_1,char *&__cuda_2){__device_stub__Z13step19_kernelIjEvPKT_PdPc( (const unsigned *&)__cuda_0,(double *&)__cuda_1,(char *&)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(const unsigned *, double *, char *))step19_kernel<unsigned int> ), _Z13step19_kernelIjEvPKT_PdPc, 64); __cudaRegisterEntry(__T1, ((void ( *)(const int *, const int *__restrict__, float))spread26_kernel), _Z15spread26_kernelPKiS0_f, 32); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
