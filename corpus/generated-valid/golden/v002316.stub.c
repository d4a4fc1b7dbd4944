#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002316.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5fold9xiPKdi(long long, int, const double *, int);
static void __device_stub__Z15reduce19_kernelIijEvPKT_fPhPf(const int *, float, unsigned char *, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5fold9xiPKdi(long long __par0, int __par1, const double *__par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(long long, int, const double *, int))fold9)), 0U);}
# 21 "v002316.cu"
void fold9( long long __cuda_0,int __cuda_1,const double *__cuda_2,int __cuda_3)
# 21 "v002316.cu"
{__device_stub__Z5fold9xiPKdi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 38 "v002316.cu"
}
# 1 "v002316.cudafe1.stub.c"
static void __device_stub__Z15reduce19_kernelIijEvPKT_fPhPf( const int *__par0,  float __par1,  unsigned char *__par2,  float *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const int *, float, unsigned char *, float *))reduce19_kernel<int, unsigned int> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_reduce19_kernel<int,unsigned>( const int *&__cuda_0,float &__cuda_1,unsigned char *&__cuda_2,float *&__cuda_3){__device_stub__Z15reduce19_kernelIijEvPKT_fPhPf( (const int *&)__cuda_0,(float &)__cuda_1,(unsigned char *&)__cuda_2,(float *&)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(const int *, float, unsigned char *, float *))reduce19_kernel<int, unsigned int> ), _Z15reduce19_kernelIijEvPKT_fPhPf, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(long long, int, const double *, int))fold9), _Z5fold9xiPKdi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
