// Exercises <nvvm.h>: libNVVM program API declarations (host only; the library itself is not linked here).
#include <nvvm.h>

__global__ void marker(int *flag)
{
    *flag = 1;
}

struct NvvmApi {
    nvvmResult (*version)(int *, int *);
    nvvmResult (*create)(nvvmProgram *);
    nvvmResult (*destroy)(nvvmProgram *);
    nvvmResult (*add_module)(nvvmProgram, const char *, size_t, const char *);
    nvvmResult (*compile)(nvvmProgram, int, const char **);
};

NvvmApi nvvm_api()
{
    return {nvvmVersion, nvvmCreateProgram, nvvmDestroyProgram, nvvmAddModuleToProgram, nvvmCompileProgram};
}

const char *describe(nvvmResult r)
{
    switch (r) {
    case NVVM_SUCCESS: return "success";
    case NVVM_ERROR_COMPILATION: return "compilation failed";
    case NVVM_ERROR_INVALID_IR: return "invalid IR";
    default: return "other error";
    }
}

void launch_marker(int *flag)
{
    marker<<<1, 1>>>(flag);
}
