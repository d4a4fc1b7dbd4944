#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000376.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5pack3PjPKd(unsigned *, const double *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8gather12PKjPKmPKi(const unsigned *, const unsigned long *, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7apply19PdPKiS1_(double *, const int *, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14blend30_kernelm(unsigned long);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7accum34PiPd(int *, double *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5pack3PjPKd(unsigned *__par0, const double *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(unsigned *, const double *))pack3)), 0U);}
# 11 "v000376.cu"
void pack3( unsigned *__cuda_0,const double *__cuda_1)
# 11 "v000376.cu"
{__device_stub__Z5pack3PjPKd( __cuda_0,__cuda_1);
# 24 "v000376.cu"
}
# 1 "v000376.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8gather12PKjPKmPKi( const unsigned *__par0,  const unsigned long *__par1,  const int *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, const unsigned long *, const int *))gather12)), 0U); }
# 38 "v000376.cu"
void gather12( const unsigned *__cuda_0,const unsigned long *__cuda_1,const int *__cuda_2)
# 38 "v000376.cu"
{__device_stub__Z8gather12PKjPKmPKi( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v000376.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7apply19PdPKiS1_( double *__par0,  const int *__par1,  const int *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(double *, const int *, const int *))apply19)), 0U); }
# 44 "v000376.cu"
void apply19( double *__cuda_0,const int *__cuda_1,const int *__cuda_2)
# 44 "v000376.cu"
{__device_stub__Z7apply19PdPKiS1_( __cuda_0,__cuda_1,__cuda_2);
# 54 "v000376.cu"
}
# 1 "v000376.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14blend30_kernelm( unsigned long __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned long))blend30_kernel)), 0U); }
# 77 "v000376.cu"
void blend30_kernel( unsigned long __cuda_0)
# 77 "v000376.cu"
{__device_stub__Z14blend30_kernelm( __cuda_0);


}
# 1 "v000376.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7accum34PiPd( int *__par0,  double *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, double *))accum34)), 0U); }
# 82 "v000376.cu"
void accum34( int *__cuda_0,double *__cuda_1)
# 82 "v000376.cu"
{__device_stub__Z7accum34PiPd( __cuda_0,__cuda_1);



}
# 1 "v000376.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int *, double *))accum34), accum34, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned long))blend30_kernel), _Z14blend30_kernelm, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(double *, const int *, const int *))apply19), _Z7apply19PdPKiS1_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const unsigned *, const unsigned long *, const int *))gather12), _Z8gather12PKjPKmPKi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned *, const double *))pack3), _Z5pack3PjPKd, (-1)); __cudaRegisterVariable(__T3, __shadow_var(c_decay10,::c_decay10), 0, 8UL, 1, 0); __cudaRegisterVariable(__T3, __shadow_var(c_trace11,::c_trace11), 0, 8UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
