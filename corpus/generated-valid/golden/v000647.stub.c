#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000647.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7tally33PKcibPKd(const char *, int, bool, const double *);
static void __device_stub__ZN5math45norm5EiPcbi(int, char *, bool, int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5math414tally12_kernelEPy(unsigned long long *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7tally33PKcibPKd(const char *__par0, int __par1, bool __par2, const double *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(const char *, int, bool, const double *))tally33)), 0U);}
# 51 "v000647.cu"
void tally33( const char *__cuda_0,int __cuda_1,bool __cuda_2,const double *__cuda_3)
# 51 "v000647.cu"
{__device_stub__Z7tally33PKcibPKd( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 61 "v000647.cu"
}
# 1 "v000647.cudafe1.stub.c"
static void __device_stub__ZN5math45norm5EiPcbi( int __par0,  char *__par1,  bool __par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 20UL); __cudaLaunch(((char *)((void ( *)(int, char *, bool, int))math4::norm5)), 0U); }
# 16 "v000647.cu"
static void math4::norm5( int __cuda_0,char *__cuda_1,bool __cuda_2,int __cuda_3)
# 16 "v000647.cu"
{__device_stub__ZN5math45norm5EiPcbi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 23 "v000647.cu"
}
# 1 "v000647.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5math414tally12_kernelEPy( unsigned long long *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned long long *))math4::tally12_kernel)), 0U); }
# 25 "v000647.cu"
void math4::tally12_kernel( unsigned long long *__cuda_0)
# 25 "v000647.cu"
{__device_stub__ZN5math414tally12_kernelEPy( __cuda_0);




}
# 1 "v000647.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(unsigned long long *))math4::tally12_kernel), _ZN5math414tally12_kernelEPy, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, char *, bool, int))math4::norm5), _ZN5math45norm5EiPcbi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const char *, int, bool, const double *))tally33), _Z7tally33PKcibPKd, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
